import { Button, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenOverlaysReady } from '@/lib/overlays-ready';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { Question, Submission, SubmissionFilter } from '@/api/schemas';
import { ExportProgressBody } from './export-progress';
import { startExport } from './export-run';
import { type ExportCodeError, loadRunExport, preloadRunExport } from './load-run-export';
import type { ExportFormat } from './run-export';

type Props = {
  form: { id: string; name: string };
  filter: SubmissionFilter;
  questions: Question[];
  selected: Submission[];
  expectedTotal: number | undefined;
  disabled: boolean;
};

const FILTER_LABEL: Record<SubmissionFilter, string> = {
  completed: 'completed',
  partial: 'partial',
  all: 'all',
};

export function ExportMenu({ form, filter, questions, selected, expectedTotal, disabled }: Props) {
  const exportAll = (format: ExportFormat) => {
    // Started only where its dialog can be shown (the dialogs' host is up long before this),
    // and within the click itself, before the menu and the dialog re-render.
    whenOverlaysReady(() => {
      const run = startExport({ form, filter, format, expectedTotal });
      const modalId = `export-${Date.now()}`;
      modals.open({
        modalId,
        title: `Exporting ${FILTER_LABEL[filter]} submissions as ${format.toUpperCase()}`,
        closeOnClickOutside: false,
        closeOnEscape: false,
        withCloseButton: false,
        // However the dialog goes, the export goes with it.
        onClose: run.cancel,
        children: <ExportProgressBody run={run} close={() => modals.close(modalId)} />,
      });
      void run.result.then(
        ({ fileName, rows }) => {
          notifications.show({
            color: 'green',
            title: 'Export ready',
            message: `${new Intl.NumberFormat().format(rows)} submissions saved to ${fileName}`,
          });
          modals.close(modalId);
        },
        // A failure is shown in the dialog, and a cancel needs nothing more.
        () => undefined,
      );
    });
  };

  const exportSelected = async (format: ExportFormat) => {
    const code = await loadRunExport().catch((error: ExportCodeError) => {
      notifications.show({ color: 'red', title: 'Nothing was exported', message: error.message });
    });
    if (!code) return;
    const fileName = code.exportRows(form, questions, selected, format, 'selected-submissions');
    notifications.show({
      color: 'green',
      title: 'Export ready',
      message: `${selected.length} selected submissions saved to ${fileName}`,
    });
  };

  return (
    // The pointer coming to Export, its focus or the menu opening (a tap) starts downloading the
    // export code, so that a choice starts its requests at once.
    <Menu position="bottom-end" withinPortal onOpen={preloadRunExport}>
      <Menu.Target>
        <Button
          onMouseEnter={preloadRunExport}
          onFocus={preloadRunExport}
          variant="default"
          size="xs"
          leftSection={<IconDownload size={14} />}
          rightSection={<IconChevronDown size={14} />}
          disabled={disabled}
        >
          Export
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>All {FILTER_LABEL[filter]} submissions</Menu.Label>
        <Menu.Item onClick={() => exportAll('csv')}>Export all as CSV</Menu.Item>
        <Menu.Item onClick={() => exportAll('json')}>Export all as JSON</Menu.Item>
        <Menu.Divider />
        <Menu.Label>{selected.length} selected</Menu.Label>
        <Menu.Item disabled={selected.length === 0} onClick={() => exportSelected('csv')}>
          Export selected as CSV
        </Menu.Item>
        <Menu.Item disabled={selected.length === 0} onClick={() => exportSelected('json')}>
          Export selected as JSON
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
