import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { Form } from '@/api/schemas';
import { DeleteIconButton } from '@/components/delete-icon-button';
import { ListTable } from '@/components/list-table';
import { formatDateTime } from '@/lib/format-date';
import { FormStatusBadge } from './form-status-badge';

type Props = {
  forms: Form[] | undefined;
  stale: boolean;
  onDelete: (form: Form) => void;
};

export function FormsTable({ forms, stale, onDelete }: Props) {
  return (
    <ListTable
      headers={['Name', 'Status', 'Created', 'Updated']}
      minWidth={640}
      loading={!forms}
      stale={stale}
    >
      {forms?.map((form) => (
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
      ))}
    </ListTable>
  );
}
