import { Alert, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { startTransition, useEffect, useMemo, useState } from 'react';
import type { Question, Submission } from '@/api/schemas';
import type { SavedView } from '@/response-set/saved-views';
import { createSearchIndex } from '@/response-set/search';
import type { ResponseView } from '@/response-set/view';
import { type Comparison, comparisonSteps } from '@/features/summary/stats/compare';
import { CompareBlock } from './compare-blocks';
import { OverlaidLines } from './compare-charts';
import { type CompareGroups, compareGroupSteps } from './second-group/compare-groups';
import type { CompareTarget } from './compare-url';
import { runInSlices, yieldToPage } from '@/features/summary/stats/compute-summary';
import { SecondGroupFilters } from './second-group/second-group-filters';
import { useCompareTarget } from './use-compare-target';
import { responsesOfTab, submittedRange } from '@/features/summary/summary-scope';
import { localDay } from '@/response-set/filters';
import { ShowFigures } from '@/features/summary/charts/show-figures';
import { SimpleTable } from '@/features/summary/charts/simple-table';
import { SummaryBlock } from '@/features/summary/blocks/summary-block';
import { ReplacedFigures, UpdatingStatus } from '@/features/summary/blocks/updating-figures';
import { formatCount } from '@/features/summary/format';
import { useDrawnBlocks } from '@/features/summary/blocks/use-drawn-blocks';
import {
  overlapNote,
  overTimeRows,
  pastTodayNote,
  type ShownComparison,
  SMALL_GROUP,
} from './compare-figures';

/** The name of the comparison's `performance.measure`, read by the bench. */
export const COMPARE_MEASURE = 'formdeck:summary-compare';

type Props = {
  rows: readonly Submission[];
  questions: readonly Question[];
  view: ResponseView;
  target: CompareTarget;
  savedViews: readonly SavedView[];
  /** Told the comparison shown (null: none), e.g. for the report of the Summary. */
  onResult?: (shown: ShownComparison | null) => void;
};

/** What a comparison is worked out from: a result is shown as being replaced once one changes. */
type Inputs = Pick<Props, 'rows' | 'questions' | 'view' | 'target' | 'savedViews'>;

/**
 * `note`: what the comparison's figures need said first (see `noteOf`); `today`: the local day
 * they were worked out on; `of`: their inputs.
 */
type Result = {
  groups: CompareGroups;
  comparison: Comparison | null;
  note: string | null;
  today: string | null;
  of: Inputs;
};

const sameInputs = (a: Inputs, b: Inputs) =>
  a.rows === b.rows &&
  a.questions === b.questions &&
  a.view === b.view &&
  a.target === b.target &&
  a.savedViews === b.savedViews;

/**
 * The view against a second group: each group's count and responses over time, then every
 * question side by side with its test. Worked out in slices, so the page answers meanwhile.
 */
export function ComparisonSection(props: Props) {
  const { rows, questions, view, target, savedViews: list, onResult } = props;
  // Storage is read afresh on every render: the same saved views keep the same array.
  const savedKey = JSON.stringify(list);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `savedKey` is what the list holds
  const savedViews = useMemo(() => list, [savedKey]);
  const index = useMemo(() => createSearchIndex(questions), [questions]);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!onResult || result?.groups.kind !== 'groups' || !result.comparison) return;
    const { a, b, names, shiftDays } = result.groups;
    onResult({
      names,
      counts: { a: a.length, b: b.length },
      shiftDays,
      note: result.note,
      secondFilters: result.of.target.kind === 'filters' ? result.of.target.filters : null,
      comparison: result.comparison,
    });
    return () => onResult(null);
  }, [onResult, result]);

  useEffect(() => {
    let cancelled = false;
    const isCancelled = () => cancelled;
    const of = { rows, questions, view, target, savedViews };
    void (async () => {
      const started = performance.now();
      // Not in the task that drew the page for the new address: that one is long enough.
      await yieldToPage();
      if (cancelled) return;
      const found = compareGroupSteps({ rows, questions, view, index, target, savedViews });
      if (found.kind === 'missing') {
        startTransition(() =>
          setResult({ groups: found, comparison: null, note: null, today: null, of }),
        );
        return;
      }
      const findMs = await runInSlices(found.steps, isCancelled);
      if (findMs === null) return;
      const chosen = found.groups();
      const { comparison, steps } = comparisonSteps(
        chosen.a,
        chosen.b,
        questions,
        chosen.shiftDays,
      );
      const workMs = await runInSlices(steps, isCancelled);
      if (workMs === null) return;
      performance.measure(COMPARE_MEASURE, {
        start: started,
        end: performance.now(),
        detail: { a: chosen.a.length, b: chosen.b.length, workMs: findMs + workMs },
      });
      const today = localDay(new Date().toISOString());
      const note = noteOf(chosen, view, today);
      startTransition(() => setResult({ groups: chosen, comparison, note, today, of }));
    })();
    return () => {
      cancelled = true;
    };
  }, [rows, questions, view, index, target, savedViews]);

  const { setTarget } = useCompareTarget();
  const content = () => {
    if (!result) return <Loader aria-label="Comparing the two groups" />;
    const { groups, comparison } = result;
    if (groups.kind === 'missing' || !comparison) {
      return (
        <Alert color="yellow" title="Nothing to compare with yet" role="status">
          {groups.kind === 'missing' ? groups.reason : ''}
        </Alert>
      );
    }
    return (
      <Compared
        groups={groups}
        comparison={comparison}
        note={result.note}
        today={result.today}
        view={result.of.view}
      />
    );
  };
  const updating =
    result !== null && !sameInputs(result.of, { rows, questions, view, target, savedViews });
  return (
    <Stack gap="md">
      {target.kind === 'filters' && (
        <SecondGroupFilters
          rows={rows}
          questions={questions}
          view={view}
          filters={target.filters}
          setTarget={setTarget}
        />
      )}
      <UpdatingStatus updating={updating} />
      <ReplacedFigures updating={updating}>{content()}</ReplacedFigures>
    </Stack>
  );
}

type ComparedProps = {
  groups: Extract<CompareGroups, { kind: 'groups' }>;
  comparison: Comparison;
  note: string | null;
  /** The first group's line stops at this day when periods are compared (see `overTimeRows`). */
  today: string | null;
  view: ResponseView;
};

/** Each group's count and responses over time, then every question side by side. */
function Compared({ groups, comparison, note, today, view }: ComparedProps) {
  const { names } = groups;
  const { isDrawn, refFor } = useDrawnBlocks(comparison.questions.length);
  const counts = { a: groups.a.length, b: groups.b.length };
  const overlap = overlapNote(names, comparison.overlap);
  // The same rows while more blocks are drawn below: the chart is not drawn again.
  const timeRows = useMemo(
    () => overTimeRows(comparison.overTime, groups.shiftDays > 0 ? today : null),
    [comparison, groups.shiftDays, today],
  );
  return (
    <Stack gap="md">
      <SummaryBlock title="Comparison">
        <Group gap="xl" wrap="wrap" component="dl" m={0}>
          {(['a', 'b'] as const).map((group) => (
            <Stack key={group} gap={0}>
              <Text component="dt" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {names[group]}
              </Text>
              <Group component="dd" m={0} gap="xs">
                <Text fw={600} size="lg">
                  {responsesOfTab(counts[group], view.tab)}
                </Text>
                {counts[group] < SMALL_GROUP && (
                  <Badge color="yellow" variant="light">
                    Small group: under {SMALL_GROUP}
                  </Badge>
                )}
              </Group>
            </Stack>
          ))}
        </Group>
        {note && (
          <Alert color="yellow" p="xs" role="note">
            {note}
          </Alert>
        )}
        {overlap && (
          <Alert color="yellow" p="xs" role="note">
            {overlap}
          </Alert>
        )}
        {!overlap && (
          <Text size="sm" c="dimmed">
            A difference is called likely real when chance alone would make one as large less than 5
            times in 100 (p &lt; 0.05).
          </Text>
        )}
        <Title order={3} size="h5">
          Responses over time
        </Title>
        {groups.shiftDays > 0 && (
          <Text size="sm" c="dimmed">
            The period before is drawn over this one, day for day.
          </Text>
        )}
        {timeRows.length === 0 ? (
          <Text size="sm">No dates.</Text>
        ) : (
          <>
            <OverlaidLines rows={timeRows} names={names} />
            <ShowFigures>
              <SimpleTable
                caption={`Responses per ${comparison.overTime.a.unit}`}
                head={[
                  groups.shiftDays > 0 ? `${names.a} (day for day)` : 'Date',
                  names.a,
                  names.b,
                ]}
                rows={timeRows
                  .filter((row) => (row.a ?? 0) > 0 || row.b > 0)
                  .map((row) => [
                    row.label,
                    row.a === null ? '—' : formatCount(row.a),
                    formatCount(row.b),
                  ])}
              />
            </ShowFigures>
          </>
        )}
      </SummaryBlock>
      {comparison.questions.map((item, index) => (
        <CompareBlock
          key={item.question.id}
          item={item}
          names={names}
          drawn={isDrawn(index)}
          ref={refFor(index)}
        />
      ))}
    </Stack>
  );
}

/** Periods compared (this quarter, say) where the view's own period ends after today. */
function noteOf(
  groups: ComparedProps['groups'],
  view: ResponseView,
  today: string | null,
): string | null {
  const { to } = submittedRange(view);
  const runsPastToday = groups.shiftDays !== 0 && to !== null && today !== null && to > today;
  return runsPastToday ? pastTodayNote(groups.names.a) : null;
}
