import { Anchor, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { memo, useCallback, useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import type { Form } from '@/api/schemas';
import { RowMenu } from '@/components/row-menu';
import { ListTable, type SortableHeader } from '@/components/list-table';
import { submissionsPath } from '@/lib/id-route';
import { CompactDate } from './compact-date';
import { FormStatsCells } from './form-stats-cells';
import { FormStatusBadge } from './form-status-badge';
import { FormWebhooksCell } from './form-webhooks-cell';
import { formName, type FormSort, type FormSortColumn } from '@/features/forms/forms-view';

type Props = {
  /** The forms to show, searched and sorted; undefined until the first page arrives. */
  forms: Form[] | undefined;
  stale: boolean;
  sort: FormSort | null;
  onSort: (column: FormSortColumn) => void;
  /** Forms were loaded but the search matches none of them. */
  noMatch: string | null;
  onDelete: (form: Form) => void;
};

type Column = FormSortColumn | 'status' | 'webhooks';
const COLUMNS: Column[] = [
  'name',
  'status',
  'created',
  'updated',
  'responses',
  'latest',
  'webhooks',
];
const LABELS: Record<Column, string> = {
  name: 'Name',
  status: 'Status',
  created: 'Created',
  updated: 'Updated',
  responses: 'Responses',
  latest: 'Latest response',
  webhooks: 'Webhooks',
};

const DELETE_ICON = <IconTrash size={16} aria-hidden="true" />;

/**
 * One form's row. Memoized: the page redraws for its own reasons (a refetch, a count while
 * sorted by counts), and drawing 500 rows again is one long task (docs/performance.md).
 */
const FormRow = memo(function FormRow({
  form,
  onDelete,
}: {
  form: Form;
  onDelete: (form: Form) => void;
}) {
  return (
    <tr>
      <td>
        {/* A name without spaces breaks anywhere, within a column that leaves room for the rest. */}
        <Anchor
          component={Link}
          to={submissionsPath(form.id)}
          fw={500}
          display="block"
          maw="32rem"
          style={{ overflowWrap: 'anywhere' }}
        >
          {/* Isolated: a right-to-left name or override cannot reorder the row. */}
          <bdi>{formName(form)}</bdi>
        </Anchor>
      </td>
      <td data-label={LABELS.status}>
        <FormStatusBadge status={form.status} />
      </td>
      <td data-label={LABELS.created}>
        <CompactDate iso={form.created_at} />
      </td>
      <td data-label={LABELS.updated}>
        <CompactDate iso={form.updated_at} />
      </td>
      <FormStatsCells formId={form.id} labels={[LABELS.responses, LABELS.latest]} />
      <FormWebhooksCell formId={form.id} label={LABELS.webhooks} />
      <td style={{ textAlign: 'right' }} data-actions>
        <RowMenu
          label={`Actions for ${formName(form)}`}
          items={[
            {
              label: 'Delete form…',
              icon: DELETE_ICON,
              color: 'red',
              onClick: () => onDelete(form),
            },
          ]}
        />
      </td>
    </tr>
  );
});

export function FormsTable({ forms, stale, sort, onSort, noMatch, onDelete }: Props) {
  const headers = COLUMNS.map((column): string | SortableHeader =>
    column === 'status' || column === 'webhooks'
      ? LABELS[column]
      : {
          label: LABELS[column],
          direction: sort?.column === column ? sort.direction : null,
          onSort: () => onSort(column),
        },
  );
  // The same function for every render, so that a row redraws only when its form changes.
  const latestDelete = useRef(onDelete);
  useLayoutEffect(() => {
    latestDelete.current = onDelete;
  });
  const deleteForm = useCallback((form: Form) => latestDelete.current(form), []);
  return (
    <ListTable headers={headers} minWidth={980} loading={!forms} stale={stale}>
      {noMatch !== null && (
        <tr>
          <td colSpan={COLUMNS.length + 1}>
            <Text c="dimmed" ta="center" py="md">
              No form has “{noMatch}” in its name.
            </Text>
          </td>
        </tr>
      )}
      {forms?.map((form) => (
        <FormRow key={form.id} form={form} onDelete={deleteForm} />
      ))}
    </ListTable>
  );
}
