import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { ResponseView } from '@/response-set/view';
import {
  type ExportCodeError,
  loadExportCode,
  preloadExportCode,
} from '@/features/submissions/export/export-code';
import type { ExportFormat } from '@/features/submissions/export/files/export-file';
import { exportDone, startWithDialog } from './export-dialog';
import { ownTimeZone } from '@/features/submissions/export/files/export-time-zone';
import type { ExportView } from '@/features/submissions/export/export-view';

type Props = {
  form: { id: string; name: string };
  filter: SubmissionFilter;
  /** Every question of the form, deleted ones too: the columns of "all" and "selected". */
  questions: Question[];
  selected: Submission[];
  expectedTotal: number | undefined;
  disabled: boolean;
  /** What the page shows: adds "Export this view", and "Export all" reads loaded rows. */
  view?: ExportView;
};

/** Selections up to this size are written at once; larger ones in idle time, with progress. */
const SAVE_AT_ONCE = 2_000;
const FORMATS: ExportFormat[] = ['csv', 'xlsx', 'json'];
const nf = new Intl.NumberFormat();
const rowCount = (n: number) => `${nf.format(n)} ${n === 1 ? 'row' : 'rows'}`;

export function ExportMenu(props: Props) {
  const { form, filter, questions, selected, expectedTotal, disabled, view } = props;
  const tab = view?.view.tab ?? filter;
  const tabOnly: ResponseView = { tab, search: '', sort: null, filters: [] };
  const [inUtc, setInUtc] = useState(false);
  const localZone = ownTimeZone();
  const timeZone = inUtc ? 'UTC' : localZone;

  /** Every submission of the tab: from the loaded rows when they are all there, else fetched. */
  const exportAll = (format: ExportFormat) =>
    startWithDialog(
      {
        form,
        format,
        scope: 'all',
        view: tabOnly,
        timeZone,
        source: view?.complete
          ? { kind: 'rows', questions: view.questions, rows: view.tabRows }
          : { kind: 'fetch', filter: tab, expectedTotal },
      },
      `Exporting ${tab} submissions`,
    );

  /** The rows shown, in their order, with the columns shown: nothing is fetched. */
  const exportView = (shown: ExportView, format: ExportFormat) =>
    startWithDialog(
      {
        form,
        format,
        scope: 'view',
        view: shown.view,
        timeZone,
        source: { kind: 'rows', questions: shown.columns, rows: shown.rows },
      },
      'Exporting this view',
    );

  /** The selected rows, already on screen: saved at once unless there are very many. */
  const exportSelected = async (format: ExportFormat) => {
    const plan = {
      form,
      format,
      scope: 'selected',
      view: view?.view ?? tabOnly,
      timeZone,
      source: { kind: 'rows', questions, rows: selected },
    } as const;
    if (selected.length > SAVE_AT_ONCE) return startWithDialog(plan, 'Exporting the selection');
    const code = await loadExportCode().catch((error: ExportCodeError) => {
      notifications.show({ color: 'red', title: 'Nothing was exported', message: error.message });
    });
    if (code) exportDone(code.saveRowsAsFile(plan));
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
        {localZone !== 'UTC' && (
          <>
            <Menu.Label>CSV and XLSX times: {timeZone}</Menu.Label>
            <Menu.Item closeMenuOnClick={false} onClick={() => setInUtc((value) => !value)}>
              Write times in {inUtc ? localZone : 'UTC'}
            </Menu.Item>
            <Menu.Divider />
          </>
        )}
        {view && (
          <>
            <Menu.Label>This view</Menu.Label>
            {FORMATS.map((format) => (
              <Menu.Item key={format} onClick={() => exportView(view, format)}>
                Export this view ({rowCount(view.rows.length)}) as {format.toUpperCase()}
              </Menu.Item>
            ))}
            <Menu.Divider />
          </>
        )}
        <Menu.Label>All {tab} submissions</Menu.Label>
        {FORMATS.map((format) => (
          <Menu.Item key={format} onClick={() => exportAll(format)}>
            Export all as {format.toUpperCase()}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>{nf.format(selected.length)} selected</Menu.Label>
        {FORMATS.map((format) => (
          <Menu.Item
            key={format}
            disabled={selected.length === 0}
            onClick={() => void exportSelected(format)}
          >
            Export selected as {format.toUpperCase()}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
