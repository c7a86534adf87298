import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formQueries } from '@/api/forms';
import type { Form } from '@/api/schemas';
import { AnswerView } from '@/components/answers/answer-view';
import { SearchTermsContext } from '@/components/answers/search-terms-context';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageLoading } from '@/components/page-loading';
import { ShownName } from '@/components/shown-name';
import { foldText } from '@/lib/fold-text';
import { formatDateTime } from '@/lib/format-date';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { useAccountResponseSets } from '@/response-set/use-account-response-sets';
import { responseSetActions } from '@/response-set/use-response-set';
import { countFound, findPerson, type FormWithMatches, type SearchedForm } from './find-person';
import { describePersonQuery, parsePersonQuery, type PersonQuery } from './person-query';

const number = (count: number) => count.toLocaleString();
const plural = (count: number, one: string, many: string) =>
  `${number(count)} ${count === 1 ? one : many}`;

type FormSet = { form: Form; set: ResponseSetSnapshot | undefined };

/** "18 of 31 forms, 48,200 of 97,310 responses", and what stopped. */
function LoadingProgress({ sets }: { sets: readonly FormSet[] }) {
  const done = sets.filter(({ set }) => set?.complete).length;
  const rows = sets.reduce((sum, { set }) => sum + (set?.rows.length ?? 0), 0);
  const known = sets.every(({ set }) => set?.total != null);
  const total = sets.reduce(
    (sum, { set }) => sum + Math.max(set?.total ?? 0, set?.rows.length ?? 0),
    0,
  );
  const failed = sets.filter(
    ({ set }) => set?.phase.kind === 'failed' || set?.phase.kind === 'stalled',
  );
  const allDone = done === sets.length;
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {allDone
          ? `Every form loaded: ${plural(sets.length, 'form', 'forms')}, ${plural(rows, 'response', 'responses')}.`
          : `Loading ${number(done)} of ${plural(sets.length, 'form', 'forms')}, ${number(rows)}${known ? ` of ${number(total)}` : ''} responses…`}
      </Text>
      {!allDone && (
        <Progress
          value={sets.length === 0 ? 100 : (done / sets.length) * 100}
          aria-label="Forms loaded"
          size="sm"
        />
      )}
      {failed.map(({ form, set }) => (
        <Alert key={form.id} color="red" variant="light" title={<ShownName name={form.name} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {set?.phase.kind === 'failed' || set?.phase.kind === 'stalled'
                ? set.phase.message
                : ''}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => responseSetActions.resume(form.id)}
            >
              Retry
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}

/** What the person's answers are marked by: the words typed, or the whole matching answer. */
function marksFor(query: PersonQuery, answerText: unknown): readonly string[] {
  if (query.kind === 'name') return query.words;
  if (query.kind === 'email') return [query.email];
  return typeof answerText === 'string' ? [foldText(answerText)] : [];
}

function FormResults({
  group,
  query,
  questions,
  completedOnly,
}: {
  group: FormWithMatches;
  query: PersonQuery;
  questions: ResponseSetSnapshot['questions'];
  completedOnly: boolean;
}) {
  const questionOf = new Map(questions.map((question) => [question.id, question]));
  const headingId = `person-form-${group.formId}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          <Anchor
            component={Link}
            to={`/forms/${encodeURIComponent(group.formId)}/submissions`}
            inherit
          >
            <ShownName name={group.formName} />
          </Anchor>
        </Title>
        <Text size="sm" c="dimmed">
          {plural(group.matches.length, 'submission', 'submissions')}
        </Text>
      </Group>
      {completedOnly && (
        <Text size="sm" c="dimmed" mb="xs">
          Searched on completed submissions only: this key may not see partial ones.
        </Text>
      )}
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {group.matches.map(({ submission, matchedKeys }) => (
          <li key={submission.id}>
            <Group gap="xs" wrap="wrap">
              <Anchor
                component={Link}
                to={`/forms/${encodeURIComponent(group.formId)}/submissions/${encodeURIComponent(submission.id)}`}
                fw={600}
              >
                Submitted {formatDateTime(submission.created_at)}
              </Anchor>
              <Badge color={submission.is_partial ? 'yellow' : 'green'} variant="light">
                {submission.is_partial ? 'Partial' : 'Completed'}
              </Badge>
            </Group>
            <Stack gap={2} component="dl" mt={4} mb={0}>
              {matchedKeys.map((key) => {
                const question = questionOf.get(key);
                const value = submission.responses[key];
                return (
                  <Group key={key} gap={6} wrap="wrap" align="baseline">
                    <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                      {question ? <ShownName name={question.name} max={40} /> : key}:
                    </Text>
                    <Text
                      component="dd"
                      size="sm"
                      m={0}
                      style={{ minWidth: 0, overflowWrap: 'anywhere' }}
                    >
                      <SearchTermsContext value={marksFor(query, value)}>
                        <AnswerView type={question?.type ?? ''} value={value} variant="full" />
                      </SearchTermsContext>
                    </Text>
                  </Group>
                );
              })}
            </Stack>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

function Results({ query, sets }: { query: PersonQuery; sets: readonly FormSet[] }) {
  const searched: SearchedForm[] = useMemo(
    () =>
      sets.flatMap(({ form, set }) =>
        set
          ? [{ formId: form.id, formName: form.name, questions: set.questions, rows: set.rows }]
          : [],
      ),
    [sets],
  );
  const found = useMemo(() => findPerson(query, searched), [query, searched]);
  const counts = countFound(found);
  const loading = sets.filter(({ set }) => !set?.complete).length;
  const byId = new Map(sets.map((entry) => [entry.form.id, entry.set]));
  return (
    <Stack gap="md">
      <Text fw={600} role="status">
        {counts.submissions === 0
          ? 'Not found in any form'
          : `Found in ${plural(counts.forms, 'form', 'forms')}: ${plural(counts.submissions, 'submission', 'submissions')}${counts.partial > 0 ? ` (${number(counts.partial)} partial)` : ''}`}
        {loading > 0 ? ` so far; ${plural(loading, 'form', 'forms')} still loading.` : '.'}
      </Text>
      <Text size="sm" c="dimmed">
        Matched as: {describePersonQuery(query)}.
      </Text>
      {counts.submissions === 0 && loading === 0 && (
        <EmptyState title="No submission contains it">
          Check the spelling, or try the person’s e-mail address or phone number.
        </EmptyState>
      )}
      {found.map((group) => (
        <FormResults
          key={group.formId}
          group={group}
          query={query}
          questions={byId.get(group.formId)?.questions ?? []}
          completedOnly={byId.get(group.formId)?.scope === 'completed'}
        />
      ))}
    </Stack>
  );
}

function PeopleSearch({ forms }: { forms: Form[] }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<PersonQuery | undefined>(undefined);
  const ids = useMemo(() => forms.map((form) => form.id), [forms]);
  const snapshots = useAccountResponseSets(ids);
  const sets = useMemo(
    () => forms.map((form, index) => ({ form, set: snapshots[index] })),
    [forms, snapshots],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(parsePersonQuery(text));
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="E-mail address, phone number or name"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit">Find</Button>
        </Group>
      </form>
      <LoadingProgress sets={sets} />
      {query ? (
        <Results query={query} sets={sets} />
      ) : (
        <Text size="sm" c="dimmed">
          Type what the person gave you and press Find: every form is searched in this browser.
        </Text>
      )}
    </Stack>
  );
}

export function PeoplePage() {
  const { data: forms, error, refetch } = useQuery(formQueries.account());
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1}>People</Title>
        <Text c="dimmed" size="sm">
          Find one person’s submissions across every form, for example to answer a request for their
          data. What you type stays in this tab: it is not put in the address bar.
        </Text>
      </div>
      {forms ? (
        forms.length === 0 ? (
          <EmptyState title="This account has no forms yet">
            Forms created in the form service appear here, and their responses are searched.
          </EmptyState>
        ) : (
          <PeopleSearch forms={forms} />
        )
      ) : error ? (
        <ErrorState error={error} title="Could not load the forms" onRetry={() => refetch()} />
      ) : (
        <PageLoading />
      )}
    </Stack>
  );
}
