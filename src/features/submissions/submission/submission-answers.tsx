import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Question, Submission } from '@/api/schemas';
import { AnswerView } from '@/components/answers/answer-view';
import { answerFor } from '@/features/submissions/answer-for';

type Props = { questions: Question[]; submission: Submission };

/**
 * Every question in the form's order, then answers whose key matches no question. One type
 * scale: each question a small label, each answer at the body size, whatever its type.
 */
export function SubmissionAnswers({ questions, submission }: Props) {
  const known = new Set(questions.map((question) => question.id));
  const unknownKeys = Object.keys(submission.responses).filter((key) => !known.has(key));

  return (
    // A long word or URL breaks anywhere rather than widen a phone's page.
    <Stack gap="md" style={{ overflowWrap: 'anywhere' }}>
      <Paper withBorder radius="md" p="md">
        <Stack gap="lg" component="dl" m={0}>
          {questions.map((question) => (
            <div key={question.id}>
              <Group gap="xs" component="dt">
                {/* <bdi>: a right-to-left name cannot reorder the line around it. */}
                <Text size="sm" fw={600} c="dimmed">
                  <bdi>{question.name || 'Untitled question'}</bdi>
                </Text>
                {question.is_deleted && (
                  <Badge size="xs" color="gray" variant="outline">
                    deleted question
                  </Badge>
                )}
              </Group>
              <Text component="dd" m={0} mt={4}>
                <AnswerView
                  type={question.type}
                  value={answerFor(submission, question.id)}
                  variant="full"
                />
              </Text>
            </div>
          ))}
        </Stack>
      </Paper>
      {unknownKeys.length > 0 && (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="unknown-answers">
          <Title order={2} size="h4" id="unknown-answers">
            Answers to questions not in the form
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            These keys match no question the API returned. They are shown as received.
          </Text>
          <Stack gap="md" component="dl" m={0}>
            {unknownKeys.map((key) => (
              <div key={key}>
                <Text component="dt" fw={600} ff="monospace" size="sm" c="dimmed">
                  {key}
                </Text>
                <Text component="dd" m={0} mt={4}>
                  <AnswerView type="UNKNOWN" value={submission.responses[key]} variant="full" />
                </Text>
              </div>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
