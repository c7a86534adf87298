import { Anchor, Badge, Checkbox, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { refKey } from '@/api/erase-submissions';
import type { Question } from '@/api/schemas';
import { AnswerView } from '@/components/answers/answer-view';
import { SearchTermsContext } from '@/components/answers/search-terms-context';
import { ShownName } from '@/components/shown-name';
import { comparableText } from '@/lib/comparable-text';
import { formatDateTime } from '@/lib/format-date';
import { plural } from '@/features/people/counting';
import type { FormWithMatches } from './find-person';
import type { PersonQuery } from './person-query';
import classes from './person-results.module.css';

/** What the person's answers are marked by: the words typed, or the whole matching answer. */
function marksFor(query: PersonQuery, answer: unknown): readonly string[] {
  if (query.kind === 'name') return query.words;
  if (query.kind === 'email') return [comparableText(query.email)];
  return typeof answer === 'string' ? [comparableText(answer)] : [];
}

const submissionPath = (formId: string, submissionId: string) =>
  `/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submissionId)}`;

export type Selection = { has: (key: string) => boolean; toggle: (key: string) => void };

/** One form's found submissions, each with its checkbox and the answers that matched. */
export function FormResults({
  group,
  query,
  questions,
  completedOnly,
  selection,
  headingOrder,
}: {
  group: FormWithMatches;
  query: PersonQuery;
  questions: readonly Question[];
  completedOnly: boolean;
  selection: Selection;
  /** 2 for a form at the top of the results, 3 inside a group of them. */
  headingOrder: 2 | 3;
}) {
  const questionOf = new Map(questions.map((question) => [question.id, question]));
  const headingId = `person-form-${headingOrder}-${group.formId}`;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" gap="xs" mb="xs">
        <Title order={headingOrder} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
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
