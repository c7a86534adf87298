import { Alert, Loader, Stack, Text } from '@mantine/core';
import { isRefined, type ResponseView } from '@/response-set/view';
import type { SummaryResult } from './compute-summary';
import { DropOffBlock } from './drop-off-block';
import { formatCount } from './format';
import { OverviewBlock } from './overview-block';
import { QuestionBlock } from './question-block';
import { SummaryHeader } from './summary-header';
import { useSummaryView } from './summary-links';
import { SummaryStatus } from './summary-status';
import { useRevealed } from './use-revealed';
import { useSummary } from './use-summary';

const TAB_WORD = { completed: 'completed ', partial: 'partial ', all: '' } as const;

function headline(result: SummaryResult, view: ResponseView): string {
  const count = result.matching;
  const noun = `response${count === 1 ? '' : 's'}`;
  return isRefined(view)
    ? `Summary of ${formatCount(count)} ${noun} matching`
    : `Summary of ${formatCount(count)} ${TAB_WORD[view.tab]}${noun}`;
}

/** How a form was answered, at a glance: the statistics of the table's view, per question. */
export function SummaryPage() {
  const { formId, view, responsesHref, hrefFor } = useSummaryView();
  const { set, result } = useSummary(formId, view);
  const partialsHidden = set?.scope === 'completed' && view.tab !== 'completed';
  const blocks = result?.summary.questions ?? [];
  const shown = useRevealed(blocks.length);
  return (
    <Stack gap="md" className="summary-page">
      <SummaryHeader formId={formId} responsesHref={responsesHref} />
      <SummaryStatus set={set} />
      {partialsHidden && (
        <Alert color="gray" role="status">
          This API key may not view partial submissions: the summary covers completed responses
          only.
        </Alert>
      )}
      {result ? (
        <>
          <Text fw={600} aria-live="polite">
            {headline(result, view)}
          </Text>
          <OverviewBlock overview={result.summary.overview} hrefFor={hrefFor} />
          {blocks.slice(0, shown).map((item) => (
            <QuestionBlock key={item.question.id} item={item} hrefFor={hrefFor} />
          ))}
          {shown === blocks.length && (
            <DropOffBlock dropOff={set?.scope === 'all' ? result.summary.dropOff : null} />
          )}
        </>
      ) : (
        <Loader aria-label="Working out the summary" />
      )}
    </Stack>
  );
}
