import { Code, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { userQueries } from '@/api/users';
import { ErrorState } from '@/components/error-state';
import { formatDateTime } from '@/lib/format-date';

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
            <Table variant="vertical" layout="fixed" withRowBorders>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={140}>{label}</Table.Th>
                    <Table.Td>{value}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Stack gap="sm" aria-busy>
              {[1, 2, 3, 4].map((row) => (
                <Skeleton key={row} height={20} />
              ))}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
