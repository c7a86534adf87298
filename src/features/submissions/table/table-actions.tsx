import { Button, Group, Switch, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { Question, Submission } from '@/api/schemas';
import type { SubmissionFilter } from '@/contract/list-queries';
import { ColumnSettings } from '@/features/submissions/columns/column-settings';
import type { ColumnPrefs } from '@/features/submissions/columns/column-prefs';
import { ExportMenu } from '@/features/submissions/export/export-menu';
import type { ExportView } from '@/features/submissions/export/export-view';

type Props = {
  form: { id: string; name: string };
  filter: SubmissionFilter;
  /** Every question of the form, deleted ones too: the export's columns. */
  formQuestions: Question[];
  /** The questions the column settings choose among. */
  columnQuestions: Question[];
  selected: Submission[];
  /** Offered when every row on the page is selected and more match the view. */
  selectAll?: { count: number; onSelect: () => void };
  onDeleteSelected: () => void;
  columns: { prefs: ColumnPrefs; onChange: (prefs: ColumnPrefs) => void; onReset: () => void };
  deleted: { count: number; shown: boolean; onChange: (shown: boolean) => void };
  canExport: boolean;
  /** The total shown for this filter, handed to the export. */
  total: number | undefined;
  /** The rows and columns on show, when they come from the response set. */
  exportView?: ExportView;
};

export function TableActions({
  form,
  filter,
  formQuestions,
  columnQuestions,
  selected,
  selectAll,
  onDeleteSelected,
  columns,
  deleted,
  canExport,
  total,
  exportView,
}: Props) {
  return (
    <Group justify="space-between" mih={36} gap="sm">
      {selected.length > 0 ? (
        <Group gap="sm">
          <Text size="sm">{new Intl.NumberFormat().format(selected.length)} selected</Text>
          {selectAll && (
            <Button size="xs" variant="subtle" onClick={selectAll.onSelect}>
              Select all {new Intl.NumberFormat().format(selectAll.count)} matching
            </Button>
          )}
          <Button
            size="xs"
            color="red"
            variant="light"
            leftSection={<IconTrash size={14} />}
            onClick={onDeleteSelected}
          >
            Delete selected
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          Select rows to delete or export several at once.
        </Text>
      )}
      <Group gap="sm">
        {deleted.count > 0 && (
          <Switch
            label={`Show ${deleted.count} deleted question${deleted.count === 1 ? '' : 's'}`}
            checked={deleted.shown}
            onChange={(event) => deleted.onChange(event.currentTarget.checked)}
          />
        )}
        <ColumnSettings
          questions={columnQuestions}
          prefs={columns.prefs}
          onChange={columns.onChange}
          onReset={columns.onReset}
        />
        <ExportMenu
          form={form}
          filter={filter}
          questions={formQuestions}
          selected={selected}
          expectedTotal={total}
          view={exportView}
          disabled={!canExport}
        />
      </Group>
    </Group>
  );
}
