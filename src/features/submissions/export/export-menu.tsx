import { Button, Menu } from '@mantine/core';
import { modals } from '@mantine/modals';
import { whenOverlaysReady } from '@/lib/overlays-ready';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { ExportProgressBody } from './export-progress';
import { type ExportCodeError, loadExportCode, preloadExportCode } from './export-code';
import type { ExportFormat } from './export-file';
import { startExportJob } from './export-job';

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
  /** Every submission of the tab: fetched, with a progress dialog that can cancel it. */
  const startExportWithDialog = (format: ExportFormat) => {
    // Started only where its dialog can be shown (the dialogs' host is up long before this),
    // and within the click itself, before the menu and the dialog re-render.
    whenOverlaysReady(() => {
      const job = startExportJob({ form, filter, format, expectedTotal });
      const modalId = `export-${Date.now()}`;
      modals.open({
        modalId,
        title: `Exporting ${FILTER_LABEL[filter]} submissions as ${format.toUpperCase()}`,
        closeOnClickOutside: false,
        closeOnEscape: false,
        withCloseButton: false,
        // However the dialog goes, the export goes with it.
        onClose: job.cancel,
        children: <ExportProgressBody job={job} close={() => modals.close(modalId)} />,
      });
      void job.result.then(
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

  /** The selected rows, already on screen: saved at once. */
  const saveSelected = async (format: ExportFormat) => {
    const code = await loadExportCode().catch((error: ExportCodeError) => {
      notifications.show({ color: 'red', title: 'Nothing was exported', message: error.message });
    });
    if (!code) return;
    const fileName = code.saveRowsAsFile(form, questions, selected, format, 'selected-submissions');
    notifications.show({
      color: 'green',
      title: 'Export ready',
      message: `${selected.length} selected submissions saved to ${fileName}`,
    });
  };

  return (
    // The pointer coming to Export, its focus or the menu opening (a tap) starts downloading the
    // export code, so that a choice starts its requests at once.
    <Menu position="bottom-end" withinPortal onOpen={preloadExportCode}>
      <Menu.Target>
        <Button
          onMouseEnter={preloadExportCode}
          onFocus={preloadExportCode}
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
        <Menu.Item onClick={() => startExportWithDialog('csv')}>Export all as CSV</Menu.Item>
        <Menu.Item onClick={() => startExportWithDialog('json')}>Export all as JSON</Menu.Item>
        <Menu.Divider />
        <Menu.Label>{selected.length} selected</Menu.Label>
        <Menu.Item disabled={selected.length === 0} onClick={() => saveSelected('csv')}>
          Export selected as CSV
        </Menu.Item>
        <Menu.Item disabled={selected.length === 0} onClick={() => saveSelected('json')}>
          Export selected as JSON
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
