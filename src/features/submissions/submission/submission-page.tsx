import {
  Anchor,
  Breadcrumbs,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { displayText } from '@/lib/display-text';
import { submissionsPath, useRouteIds } from '@/lib/id-route';
import { isApiError } from '@/api/api-error';
import { useFormLookup } from '@/api/form-lookup';
import type { SubmissionDetail } from '@/api/schemas';
import { findCachedSubmission, submissionQueries } from '@/api/submissions';
import { ErrorState } from '@/components/error-state';
import { NotFoundPage } from '@/components/not-found-page';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { formatDateTime } from '@/lib/format-date';
import { SubmissionAnswers } from './submission-answers';
import { SubmissionMeta } from './submission-meta';
import { SubmissionPager } from './navigation/submission-pager';
import { useDeleteSubmissionActions } from '@/features/submissions/use-delete-submission-actions';
import { respondentLabel } from './respondent-label';
import { responseSetActions } from '@/response-set/use-response-set';
import { listSearchAt } from './navigation/list-search-at';
import { useSubmissionNeighbours } from './navigation/use-submission-neighbours';
import { useSubmissionListParams } from '@/features/submissions/view/use-submission-list-params';

export function SubmissionPage() {
  const { formId, submissionId } = useRouteIds();
  const { search } = useLocation();
  const { page } = useSubmissionListParams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { form } = useFormLookup(formId);
  const listUrl = submissionsPath(formId);

  // While its delete runs, the submission stays on screen as it was and is not fetched again
  // (which would only get a 404 and flash "not found" before the page moves on).
  const [leaving, setLeaving] = useState<SubmissionDetail | null>(null);
  const isLeaving = leaving?.submission.id === submissionId;
  const query = useQuery({
    ...submissionQueries.detail(formId, submissionId),
    enabled: !isLeaving,
    // Opened from the table, the row is already in the cache or the response set: no request.
    initialData: () =>
      findCachedSubmission(queryClient, formId, submissionId)?.data ??
      responseSetActions.find(formId, submissionId),
    initialDataUpdatedAt: () =>
      findCachedSubmission(queryClient, formId, submissionId)?.updatedAt ?? Date.now(),
  });
  const neighbours = useSubmissionNeighbours(formId, submissionId);
  // Links keep the whole view (tab, search, sort, filters, page size); only the page moves.
  const urlFor = (id: string, atPage: number) =>
    `${submissionsPath(formId, id)}${listSearchAt(search, atPage)}`;

  const deleteSubmissions = useDeleteSubmissionActions({
    formId,
    onStart: () => setLeaving(query.data ?? null),
    onFailed: () => setLeaving(null),
    onDeleted: (ids) => responseSetActions.remove(formId, ids),
    onDone: () => {
      const { next, previous, position } = neighbours;
      // The rows after the deleted one move up by one, so the next one stays on this page.
      if (next) navigate(urlFor(next.id, page), { replace: true });
      else {
        // With nothing before it on its page either, that page is now empty: one page back.
        const emptied = position !== undefined && previous?.page !== page;
        const backPage = emptied ? Math.max(1, page - 1) : page;
        navigate(`${listUrl}${listSearchAt(search, backPage)}`, { replace: true });
      }
    },
  });

  if (isApiError(query.error) && query.error.isNotFound) {
    const formGone = query.error.message === ERROR_MESSAGES.formNotFound;
    return (
      <NotFoundPage
        title={formGone ? 'Form not found' : 'Submission not found'}
        message="It does not exist, or it was deleted."
        backTo={formGone ? '/forms' : listUrl}
        backLabel={formGone ? 'Back to forms' : 'Back to submissions'}
      />
    );
  }

  const detail = query.data ?? (isLeaving ? leaving : undefined);
  const submitted = detail && formatDateTime(detail.submission.created_at);
  const respondent = detail && respondentLabel(detail.questions, detail.submission);
  return (
    <Stack gap="md" maw={960}>
      <Breadcrumbs>
        <Anchor component={Link} to="/forms">
          Forms
        </Anchor>
        <Anchor component={Link} to={`${listUrl}${listSearchAt(search, page)}`}>
          {form ? displayText(form.name) : 'Submissions'}
        </Anchor>
        <Text size="sm">Submission</Text>
      </Breadcrumbs>
      {/* What identifies it first: who sent it (else the time) as the title, the time, the status and the id. */}
      <Group justify="space-between" align="flex-start">
        <Stack gap={6} miw={0}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {respondent && submitted ? (
              <>
                {/* A heading that says what the page is, read out on its own. */}
                <VisuallyHidden component="span">{`Submission of ${submitted} from`}</VisuallyHidden>{' '}
                {respondent}
              </>
            ) : submitted ? (
              `Submission of ${submitted}`
            ) : (
              'Submission'
            )}
          </Title>
          {respondent && submitted && <Text c="dimmed">Submitted {submitted}</Text>}
          {detail && <SubmissionMeta submission={detail.submission} />}
        </Stack>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconPrinter size={16} />}
            disabled={!detail}
            onClick={() => window.print()}
          >
            Print
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconTrash size={16} />}
            disabled={!detail}
            onClick={() => detail && deleteSubmissions([detail.submission])}
          >
            Delete
          </Button>
        </Group>
      </Group>
      <SubmissionPager
        position={neighbours.position}
        total={neighbours.total}
        previousUrl={
          neighbours.previous && urlFor(neighbours.previous.id, neighbours.previous.page)
        }
        nextUrl={neighbours.next && urlFor(neighbours.next.id, neighbours.next.page)}
      />
      {query.isError && !detail ? (
        <ErrorState
          error={query.error}
          title="Could not load the submission"
          onRetry={() => query.refetch()}
        />
      ) : detail ? (
        <SubmissionAnswers questions={detail.questions} submission={detail.submission} />
      ) : (
        <Stack gap="sm" aria-busy aria-label="Loading submission">
          {[1, 2, 3, 4, 5].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
