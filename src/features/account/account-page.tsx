import { Code, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isRemembered, useCredentialsState } from '@/api/credentials-store';
import { userQueries } from '@/api/users';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/format-date';
import { StoredResponsesSection } from './stored-responses-section';

function DetailsTable({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withRowBorders>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={{ base: 110, sm: 180 }}>{label}</Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Where this tab talks to and how long it keeps the key: what a reload or a closed tab does. */
function SessionDetails() {
  const { credentials } = useCredentialsState();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="session-details">
      <Title order={2} size="h4" id="session-details" mb="xs">
        This session
      </Title>
      <DetailsTable
        rows={[
          ['API base URL', <Code key="url">{credentials?.baseUrl ?? '—'}</Code>],
          [
            'Key remembered in this tab',
            isRemembered()
              ? 'Yes, until this tab is closed'
              : 'No: in memory only; a reload asks for it again unless another Formdeck tab is signed in',
          ],
        ]}
      />
      <Text size="sm" c="dimmed" mt="xs">
        Sign out from the account menu at the top right: it forgets the key and the responses kept
        on this device.
      </Text>
    </Paper>
  );
}

export function AccountPage() {
  const { data: user, error, refetch } = useQuery(userQueries.me());

  const rows: [string, ReactNode][] = user
    ? [
        ['Email', user.email],
        ['User ID', <Code key="id">{user.id}</Code>],
        ['Created', formatDateTime(user.created_at)],
        ['Updated', formatDateTime(user.updated_at)],
      ]
    : [];

  return (
    <Stack gap="md" maw={640}>
      <div>
        <Title order={1}>Account</Title>
        <Text c="dimmed" size="sm">
          The user the API key belongs to.
        </Text>
      </div>
      {error && !user ? (
        <ErrorState error={error} title="Could not load the account" onRetry={() => refetch()} />
      ) : (
        <Paper withBorder radius="md" p="md">
          {user ? (
            <DetailsTable rows={rows} />
          ) : (
            <Stack gap="sm" aria-busy>
              {[1, 2, 3, 4].map((row) => (
                <Skeleton key={row} height={20} />
              ))}
            </Stack>
          )}
        </Paper>
      )}
      <SessionDetails />
      <StoredResponsesSection />
    </Stack>
  );
}
