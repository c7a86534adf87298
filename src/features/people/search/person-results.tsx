import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { refKey } from '@/api/erase-submissions';
import { activityQueries, erasuresOf } from '@/api/activity-log';
import type { Question } from '@/api/schemas';
import { userQueries } from '@/api/users';
import { AnswerView } from '@/components/answers/answer-view';
import { SearchTermsContext } from '@/components/answers/search-terms-context';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { ShownName } from '@/components/shown-name';
import { downloadFile } from '@/lib/download-file';
import { comparableText } from '@/lib/comparable-text';
import { formatDateTime } from '@/lib/format-date';
import { number, plural } from '@/features/people/counting';
import { countFound, findPerson, type FormWithMatches, type SearchedForm } from './find-person';
import type { FormSet } from '@/features/people/loading-progress';
import { type ExportedForm, personHtml, personJson } from '@/features/people/person-export';
import classes from './person-results.module.css';
import { describePersonQuery, personIdentifier, type PersonQuery } from './person-query';
import type { ErasableRef, ErasureRun } from '@/features/people/erasure/use-erase-person';

/** What the person's answers are marked by: the words typed, or the whole matching answer. */
function marksFor(query: PersonQuery, answer: unknown): readonly string[] {
  if (query.kind === 'name') return query.words;
  if (query.kind === 'email') return [query.email];
  return typeof answer === 'string' ? [comparableText(answer)] : [];
}

const submissionPath = (formId: string, submissionId: string) =>
  `/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`;

type Selection = { has: (key: string) => boolean; toggle: (key: string) => void };

function FormResults({
  group,
  query,
  questions,
  completedOnly,
  selection,
}: {
  group: FormWithMatches;
  query: PersonQuery;
  questions: readonly Question[];
  completedOnly: boolean;
  selection: Selection;
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
      <ul className={classes.list}>
        {group.matches.map(({ submission, matchedKeys }) => {
          const key = refKey({ formId: group.formId, submissionId: submission.id });
          const submitted = formatDateTime(submission.created_at);
          return (
            <li key={submission.id} className={classes.item}>
              <Checkbox
                className={classes.checkbox}
                checked={selection.has(key)}
                onChange={() => selection.toggle(key)}
                aria-label={`Select the submission of ${submitted}`}
              />
              <div className={classes.body}>
                <div className={classes.head}>
                  <Anchor
                    component={Link}
                    to={submissionPath(group.formId, submission.id)}
                    fw={600}
                  >
                    Submitted {submitted}
                  </Anchor>
                  <Badge color={submission.is_partial ? 'yellow' : 'green'} variant="light">
                    {submission.is_partial ? 'Partial' : 'Completed'}
                  </Badge>
                </div>
                <dl className={classes.answers}>
                  {matchedKeys.map((answerKey) => {
                    const question = questionOf.get(answerKey);
                    const value = submission.responses[answerKey];
                    return (
                      <div key={answerKey} className={classes.answer}>
                        <dt className={classes.question}>
                          {question ? <ShownName name={question.name} max={40} /> : answerKey}:
                        </dt>
                        <dd className={classes.value}>
                          <SearchTermsContext value={marksFor(query, value)}>
                            <AnswerView type={question?.type ?? ''} value={value} variant="full" />
                          </SearchTermsContext>
                        </dd>
                      </div>
                    );
                  })}
                </dl>
              </div>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}

type ResultsProps = {
  query: PersonQuery;
  /** What the owner typed, as the confirmation and the receipt name the person. */
  typed: string;
  sets: readonly FormSet[];
  /** What the confirmation runs to erase these submissions (see useErasePerson). */
  startErase: (refs: ErasableRef[]) => ErasureRun;
};

export function PersonResults({ query, typed, sets, startErase }: ResultsProps) {
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
  const refs = useMemo(
    () =>
      found.flatMap((group) =>
        group.matches.map(({ submission }): ErasableRef => ({
          formId: group.formId,
          formName: group.formName,
          submissionId: submission.id,
          submittedAt: submission.created_at,
        })),
      ),
    [found],
  );
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Only what is still found counts: an erased submission leaves the selection with the results.
  const selected = refs.filter((ref) => picked.has(refKey(ref)));
  const selection: Selection = {
    has: (key) => picked.has(key),
    toggle: (key) =>
      setPicked((now) => {
        const next = new Set(now);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
  const counts = countFound(found);
  const loading = sets.filter(({ set }) => !set?.complete).length;
  const byId = new Map(sets.map((entry) => [entry.form.id, entry.set]));
  const allPicked = refs.length > 0 && selected.length === refs.length;
  const account = useQuery(userQueries.me()).data?.email ?? null;
  const identifier = personIdentifier(query);
  // In memory only, like the query itself; refreshed when an erasure writes the log.
  const erased = useQuery({
    queryKey: [...activityQueries.all(), 'person', identifier],
    queryFn: () => erasuresOf(identifier),
  }).data;

  const exportAs = (kind: 'json' | 'html') => {
    const about = {
      searchedFor: typed,
      matchedAs: describePersonQuery(query),
      at: new Date(),
      account,
    };
    const forms: ExportedForm[] = found.map((group) => ({
      form: { id: group.formId, name: group.formName },
      questions: byId.get(group.formId)?.questions ?? [],
      submissions: group.matches.map((match) => match.submission),
    }));
    const name = `person-data-${about.at.toISOString().slice(0, 10)}`;
    if (kind === 'json') {
      downloadFile(
        new Blob([personJson(about, forms)], { type: 'application/json' }),
        `${name}.json`,
      );
    } else {
      downloadFile(new Blob([personHtml(about, forms)], { type: 'text/html' }), `${name}.html`);
    }
  };

  const erase = () => {
    const forms = [...new Set(selected.map((ref) => ref.formName))];
    confirmDelete({
      title: `Erase ${plural(selected.length, 'submission', 'submissions')} of this person?`,
      message: (
        <Stack gap={6}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Every answer of the selected submissions of <ShownName name={typed} /> is deleted from
            the form service, in {plural(forms.length, 'form', 'forms')}:{' '}
            {forms.map((name, index) => (
              <span key={name}>
                {index > 0 && ', '}
                <ShownName name={name} max={40} />
              </span>
            ))}
            . This cannot be undone.
          </Text>
          <Text size="sm">
            A receipt lists each submission and the services these forms send responses to.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Erase',
      retryLabel: 'Retry the rest',
      typeToConfirm: typed,
      ...startErase(selected),
    });
  };

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
      {erased && (
        <Alert variant="light" color="gray" title="Erased before">
          Erased from this browser on {formatDateTime(new Date(erased.at).toISOString())}:{' '}
          {plural(erased.submissions, 'submission', 'submissions')} in{' '}
          {plural(erased.forms, 'form', 'forms')}.
        </Alert>
      )}
      {counts.submissions === 0 && loading === 0 && (
        <EmptyState title="No submission contains it">
          Check the spelling, or try the person’s e-mail address or phone number.
        </EmptyState>
      )}
      {refs.length > 0 && (
        <Group gap="xs">
          <Text size="sm">Export every submission found:</Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => exportAs('json')}
          >
            Data (JSON)
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            onClick={() => exportAs('html')}
          >
            Readable document (HTML)
          </Button>
        </Group>
      )}
      {refs.length > 0 && (
        <Group justify="space-between" gap="xs">
          <Checkbox
            label={`Select all ${number(refs.length)}`}
            checked={allPicked}
            indeterminate={selected.length > 0 && !allPicked}
            onChange={() => setPicked(allPicked ? new Set() : new Set(refs.map(refKey)))}
          />
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={selected.length === 0}
            onClick={erase}
          >
            Erase {selected.length > 0 ? number(selected.length) : ''} selected…
          </Button>
        </Group>
      )}
      {found.map((group) => (
        <FormResults
          key={group.formId}
          group={group}
          query={query}
          questions={byId.get(group.formId)?.questions ?? []}
          completedOnly={byId.get(group.formId)?.scope === 'completed'}
          selection={selection}
        />
      ))}
    </Stack>
  );
}
