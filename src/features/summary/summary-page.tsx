import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { deferredComponent } from '@/lib/deferred-component';
import { useResponseSet } from '@/response-set/use-response-set';
import { useSavedViews } from '@/response-set/use-saved-views';
import { isRefined } from '@/response-set/view';
import { CompareControl } from './compare/compare-control';
import { CrossTabBlock } from './cross-tab/cross-tab-block';
import type { OpenCrossTab } from './cross-tab/cross-tab-words';
import type { ShownComparison } from './compare/compare-figures';
import { DropOffBlock } from './overview/drop-off-block';
import { OverviewBlock } from './overview/overview-block';
import { ShareReportButton } from './report/share-report-button';
import { QuestionBlocks } from './blocks/question-blocks';
import { OpenTableButton, SummaryEmpty } from './summary-empty';
import { SummaryHeader } from './summary-header';
import { useSummaryView } from './summary-links';
import { narrowedBy, narrowings, responsesOfTab } from './summary-scope';
import { SummaryStatus } from './summary-status';
import { ReplacedFigures, UpdatingStatus } from './blocks/updating-figures';
import { SubmittedRangeInputs, SummaryTabSwitch } from './summary-view-controls';
import { useCompareTarget } from './compare/use-compare-target';
import { useSummary } from './use-summary';

// The comparison's code (its tests, charts and the @stdlib distributions) is downloaded when a
// comparison is chosen, never with the Summary's first screen.
const ComparisonSection = deferredComponent(
  () => import('./compare/comparison-section').then((m) => m.ComparisonSection),
  {
    Placeholder: () => <Loader aria-label="Comparing the two groups" />,
    Failed: () => (
      <Alert color="red" role="alert">
        The comparison could not be downloaded. Check the connection and reload the page.
      </Alert>
    ),
  },
);

/**
 * How a form was answered, at a glance: an overview of every response the key may see, then
 * each question over the responses of the Summary's tab; a date range and the table's search and
 * filters narrow both.
 */
export function SummaryPage() {
  const {
    formId,
    view: urlView,
    setView,
    responsesHref,
    hrefFor,
    hrefForTab,
    hrefForAll,
  } = useSummaryView();
  const set = useResponseSet(formId, true);
  const { target, setTarget } = useCompareTarget();
  const { views: savedViews } = useSavedViews(formId);
  const partialsVisible = set?.scope !== 'completed';
  // A key without partial access has only completed responses, whatever tab the URL names.
  const view = useMemo(
    () => (partialsVisible ? urlView : { ...urlView, tab: 'completed' as const }),
    [partialsVisible, urlView],
  );
  const { result, updating } = useSummary(set, view);
  // The figures' labels are those of the view they were worked out for, never the next one's.
  const shown = result?.view ?? view;
  const [crossTab, setCrossTab] = useState<OpenCrossTab | null>(null);
  const [comparison, setComparison] = useState<ShownComparison | null>(null);
  const blocks = result?.summary.questions ?? [];
  const questions = set?.questions ?? [];
  const narrowed = narrowedBy(shown, questions);
  const refined = isRefined(shown);
  const overviewTab = partialsVisible ? 'all' : 'completed';
  const clearAll = () => setView({ search: '', filters: [] });
  const clearButton = refined && (
    <Button size="xs" onClick={clearAll}>
      Clear the search and filters
    </Button>
  );
  const everyStatus = result?.summary.overview.responses ?? 0;
  const noResponses = set?.complete === true && set.rows.length === 0;
  // After the questions, once their blocks are drawn.
  const afterQuestions = result && (
    <>
      {result.matching > 0 && (
        <CrossTabBlock
          items={blocks}
          rows={result.rows}
          questions={questions}
          hrefForAll={hrefForAll}
          onOpenChange={setCrossTab}
        />
      )}
      <DropOffBlock
        dropOff={partialsVisible ? result.summary.dropOff : null}
        completed={result.summary.overview.completed}
      />
    </>
  );

  return (
    <Stack gap="md" className="summary-page">
      <SummaryHeader
        formId={formId}
        responsesHref={responsesHref}
        actions={
          <ShareReportButton
            formId={formId}
            set={set}
            view={shown}
            result={result}
            crossTabs={crossTab ? [crossTab] : []}
            comparison={target ? comparison : null}
            comparing={target !== null}
          />
        }
      />
      <SummaryStatus set={set} />
      {!partialsVisible && urlView.tab !== 'completed' && (
        <Alert color="gray" role="status">
          This API key may not view partial submissions: the summary covers completed responses
          only.
        </Alert>
      )}
      <Group gap="md" align="flex-end" wrap="wrap">
        <SubmittedRangeInputs view={view} setView={setView} />
        <CompareControl view={view} target={target} setTarget={setTarget} savedViews={savedViews} />
        <UpdatingStatus updating={updating} />
      </Group>
      {noResponses ? (
        <SummaryEmpty title="No responses yet" actions={<OpenTableButton href={responsesHref} />}>
          When people answer this form, their answers are summarised here: each question&apos;s
          choices, ratings, numbers and words. Share the form to collect responses.
        </SummaryEmpty>
      ) : !result || (everyStatus === 0 && !set?.complete) ? (
        <Loader aria-label="Working out the summary" />
      ) : everyStatus === 0 ? (
        <ReplacedFigures updating={updating}>
          <SummaryEmpty
            title="No responses match"
            actions={
              <>
                {clearButton}
                <OpenTableButton href={responsesHref} />
              </>
            }
          >
            None of the form&apos;s {responsesOfTab(set?.rows.length ?? 0, 'all')} match{' '}
            {narrowings(shown, questions)}. Clear the search and filters, or choose other dates.
          </SummaryEmpty>
        </ReplacedFigures>
      ) : (
        <>
          <ReplacedFigures updating={updating}>
            <OverviewBlock
              overview={result.summary.overview}
              hrefFor={(filter) => hrefFor(filter, overviewTab)}
              hrefForTab={hrefForTab}
              partialsVisible={partialsVisible}
              narrowedBy={narrowed}
            />
          </ReplacedFigures>
          <Group justify="space-between" align="center" gap="sm" mt="sm">
            <Title order={2} size="h3">
              Questions
            </Title>
            <SummaryTabSwitch view={view} setView={setView} partialsVisible={partialsVisible} />
          </Group>
          <ReplacedFigures updating={updating}>
            <Text fw={600} aria-live="polite">
              Based on {responsesOfTab(result.matching, shown.tab)}
              {narrowed && ` ${narrowed}`}
            </Text>
            {result.matching === 0 && (
              <SummaryEmpty
                title={`No ${shown.tab} responses`}
                actions={
                  <>
                    {shown.tab !== 'all' && partialsVisible && (
                      <Button size="xs" onClick={() => setView({ tab: 'all' })}>
                        Show all responses
                      </Button>
                    )}
                    {clearButton}
                  </>
                }
              >
                The overview counts {responsesOfTab(everyStatus, 'all')}; none of them is{' '}
                {shown.tab}. Choose another tab above
                {refined ? ', or clear the search and filters' : ''}.
              </SummaryEmpty>
            )}
          </ReplacedFigures>
          {result.matching > 0 &&
            target &&
            (set?.complete ? (
              <ComparisonSection
                rows={set.rows}
                questions={questions}
                view={view}
                target={target}
                savedViews={savedViews}
                onResult={setComparison}
              />
            ) : (
              <Text size="sm">The comparison starts when every response has loaded.</Text>
            ))}
          <ReplacedFigures updating={updating}>
            {result.matching > 0 && !target ? (
              <QuestionBlocks
                items={blocks}
                hrefFor={hrefFor}
                covers={responsesOfTab(result.matching, shown.tab)}
              >
                {afterQuestions}
              </QuestionBlocks>
            ) : (
              afterQuestions
            )}
          </ReplacedFigures>
        </>
      )}
    </Stack>
  );
}
