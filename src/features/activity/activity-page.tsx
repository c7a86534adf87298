import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type ActivityEntry, activityQueries, clearActivity, formsOf } from '@/api/activity-log';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { ShownName } from '@/components/shown-name';
import { downloadFile } from '@/lib/download-file';
import { formatDateTime } from '@/lib/format-date';
import { searchList } from '@/lib/list-search';
import {
  type ActivityFilter,
  activityCsv,
  activityTexts,
  filterActivity,
  KIND_LABELS,
  OUTCOME_LABELS,
  outcomeCounts,
} from './activity-rows';

const PAGE = 50;
const OUTCOME_COLORS = {
  deleted: 'green',
  'already-gone': 'gray',
  failed: 'red',
  'not-sent': 'yellow',
};

const KIND_OPTIONS = [
  { value: 'all', label: 'All kinds' },
  { value: 'submission', label: 'Submissions' },
  { value: 'form', label: 'Forms' },
  { value: 'webhook', label: 'Webhooks' },
  { value: 'erasure', label: 'Erasures' },
];
const OUTCOME_OPTIONS = [
  { value: 'all', label: 'Any outcome' },
  ...Object.entries(OUTCOME_LABELS).map(([value, label]) => ({
    value,
    label: label[0]!.toUpperCase() + label.slice(1),
  })),
];

const plural = (count: number, [one, many]: [string, string]) =>
  `${count} ${count === 1 ? one : many}`;

/** 3 submissions of “Customer feedback”, Form “Customer feedback”, 2 webhooks. */
function EntryTitle({ entry }: { entry: ActivityEntry }) {
  const count = entry.items.length;
  const quoted = (name: string) => (
    <>
      “<ShownName name={name} />”
    </>
  );
  if (entry.kind === 'erasure') {
    // Who was erased is never in the log (only their fingerprint).
    return <>Erasure of one person ({plural(formsOf(entry).size, KIND_LABELS.form)})</>;
  }
  if (entry.kind === 'submission') {
    return (
      <>
        {plural(count, KIND_LABELS.submission)} of{' '}
        {entry.form?.name ? quoted(entry.form.name) : `form ${entry.form?.id}`}
      </>
    );
  }
  const [one] = KIND_LABELS[entry.kind];
  const only = entry.items[0];
  if (count !== 1 || !only) return plural(count, KIND_LABELS[entry.kind]);
  return (
    <>
      {one[0]!.toUpperCase()}
      {one.slice(1)} {only.name ? quoted(only.name) : only.id}
    </>
  );
}

function EntryCard({ entry }: { entry: ActivityEntry }) {
  const [open, setOpen] = useState(false);
  const failures = [...new Set(entry.items.flatMap((item) => item.message ?? []))];
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <EntryTitle entry={entry} />
          </Text>
          <Text size="sm" c="dimmed">
            {formatDateTime(new Date(entry.at).toISOString())}
          </Text>
        </Group>
        <Group gap={6}>
          {outcomeCounts(entry).map(([outcome, count]) => (
            <Badge key={outcome} variant="light" color={OUTCOME_COLORS[outcome]}>
              {count} {OUTCOME_LABELS[outcome]}
            </Badge>
          ))}
        </Group>
        {failures.map((message) => (
          <Text key={message} size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            The API said: {message}
          </Text>
        ))}
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          Signed in as {entry.account ?? 'an account whose e-mail was not known'}
        </Text>
        <Group>
          <Button variant="subtle" size="compact-sm" onClick={() => setOpen((now) => !now)}>
            {open ? 'Hide ids' : 'Show ids'}
          </Button>
        </Group>
        {open && (
          <Stack gap={2} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entry.items.map((item) => (
              <Text key={item.id} size="sm" component="li" style={{ overflowWrap: 'anywhere' }}>
                <Code>{item.id}</Code>
                {item.name && (
                  <>
                    {' '}
                    <ShownName name={item.name} />
                  </>
                )}
                : {OUTCOME_LABELS[item.outcome]}
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

export function ActivityPage() {
  const queryClient = useQueryClient();
  const { data: entries, error } = useQuery(activityQueries.log());
  const [filter, setFilter] = useState<ActivityFilter>({ kind: 'all', outcome: 'all' });
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);
  const matching = searchList(filterActivity(entries ?? [], filter), search, activityTexts);

  const clear = () =>
    confirmDelete({
      title: 'Clear the activity log?',
      message: `All ${plural(entries?.length ?? 0, ['entry', 'entries'])} are removed from this device. Nothing else is deleted, and this cannot be undone.`,
      confirmLabel: 'Clear the log',
      onConfirm: async () => {
        await clearActivity();
        await queryClient.invalidateQueries({ queryKey: activityQueries.all() });
      },
    });

  const exportCsv = () =>
    downloadFile(
      new Blob([activityCsv(matching)], { type: 'text/csv;charset=utf-8' }),
      `formdeck-activity-${new Date().toISOString().slice(0, 10)}.csv`,
    );

  return (
    <Stack gap="md" maw={820}>
      <div>
        <Title order={1}>Activity</Title>
        <Text c="dimmed" size="sm">
          What was deleted from this browser, newest first: ids, form and webhook names, counts, the
          outcome and who was signed in, never a respondent&apos;s answer. The log is kept on this
          device only; signing out does not clear it, Clear the log does.
        </Text>
      </div>
      {error ? (
        <Alert color="red" title="Could not read the activity log" role="alert">
          This browser does not let Formdeck keep data on this device (a private window may not):
          deletes still work, but are not logged.
        </Alert>
      ) : !entries ? (
        <PageLoading />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing deleted from this browser yet">
          Each submission, form or webhook you delete here will be listed, with when, by which
          account and whether it went.
        </EmptyState>
      ) : (
        <>
          <Group gap="sm" align="end" wrap="wrap">
            <TextInput
              type="search"
              label="Search"
              placeholder="Name, id or account"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={200}
            />
            <Select
              label="Kind"
              data={KIND_OPTIONS}
              value={filter.kind}
              allowDeselect={false}
              onChange={(kind) =>
                kind && setFilter({ ...filter, kind: kind as ActivityFilter['kind'] })
              }
              w={160}
            />
            <Select
              label="Outcome"
              data={OUTCOME_OPTIONS}
              value={filter.outcome}
              allowDeselect={false}
              onChange={(outcome) =>
                outcome && setFilter({ ...filter, outcome: outcome as ActivityFilter['outcome'] })
              }
              w={160}
            />
            <Group gap="sm" ml="auto">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} />}
                onClick={exportCsv}
                disabled={matching.length === 0}
              >
                Export CSV
              </Button>
              <Button
                color="red"
                variant="light"
                leftSection={<IconTrash size={16} />}
                onClick={clear}
              >
                Clear the log
              </Button>
            </Group>
          </Group>
          <Text size="sm" c="dimmed" role="status">
            {matching.length === entries.length
              ? plural(entries.length, ['entry', 'entries'])
              : `${matching.length} of ${plural(entries.length, ['entry', 'entries'])}`}
          </Text>
          {matching.length === 0 ? (
            <EmptyState title="No entry matches these filters">
              Clear the search and choose All kinds and Any outcome to see the whole log.
            </EmptyState>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {matching.slice(0, shown).map((entry) => (
                <EntryCard key={entry.id} entry={entry} />
              ))}
            </Stack>
          )}
          {matching.length > shown && (
            <Group>
              <Button variant="default" onClick={() => setShown(shown + PAGE)}>
                Show {Math.min(PAGE, matching.length - shown)} more
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
