import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DeleteIconButton } from '@/components/delete-icon-button';
import type { Form, FormStatusFilter } from '@/api/schemas';
import { EmptyState } from '@/components/empty-state';
import { TableSkeletonRows } from '@/components/table-skeleton';
import { formatDateTime } from '@/lib/format-date';
import { FormStatusBadge } from './form-status-badge';

type Props = {
  forms: Form[] | undefined;
  filter: FormStatusFilter;
  stale: boolean;
  onDelete: (form: Form) => void;
};

export function FormsTable({ forms, filter, stale, onDelete }: Props) {
  if (forms && forms.length === 0) {
    return (
      <EmptyState title={filter === 'all' ? 'No forms yet' : `No ${filter} forms`}>
        {filter === 'all'
          ? 'Forms created in the Form Collection Service appear here.'
          : 'Try another status filter.'}
      </EmptyState>
    );
  }
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table
        highlightOnHover
        verticalSpacing="sm"
        aria-busy={!forms || stale}
        style={{ opacity: stale ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {!forms ? (
            <TableSkeletonRows columns={5} />
          ) : (
            forms.map((form) => (
              <Table.Tr key={form.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={`/forms/${encodeURIComponent(form.id)}/submissions`}
                    fw={500}
                  >
                    {form.name || 'Untitled form'}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <FormStatusBadge status={form.status} />
                </Table.Td>
                <Table.Td>{formatDateTime(form.created_at)}</Table.Td>
                <Table.Td>{formatDateTime(form.updated_at)}</Table.Td>
                <Table.Td ta="right">
                  <DeleteIconButton
                    label={`Delete form ${form.name || 'Untitled form'}`}
                    onClick={() => onDelete(form)}
                  />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
