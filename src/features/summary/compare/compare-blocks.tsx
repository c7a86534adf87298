import { memo, type Ref } from 'react';
import { Box, Text } from '@mantine/core';
import type { ComparedQuestion, Difference } from '@/features/summary/stats/compare';
import type { QuestionStat } from '@/features/summary/stats/question-stat';
import type { CountItem } from '@/features/summary/stats/types';
import { PairedBars, type PairedRow } from './compare-charts';
import {
  differenceSentence,
  type FigureRow,
  figureTableRows,
  numberRows,
  pairedItems,
  scaleRows,
  SMALL_GROUP,
  yesShares,
} from './compare-figures';
import { formatCount, formatShare } from '@/features/summary/format';
import { DeletedQuestionBadge } from '@/features/summary/blocks/question-block';
import { questionTypeLabel } from '@/features/summary/blocks/question-type-label';
import { ShowFigures } from '@/features/summary/charts/show-figures';
import { SimpleTable } from '@/features/summary/charts/simple-table';
import { FiguresPlaceholder, SummaryBlock } from '@/features/summary/blocks/summary-block';

export type GroupNames = { a: string; b: string };

/** Whether the difference is more than chance, in words, with the figure. */
export function DifferenceNote({ difference }: { difference: Difference }) {
  return (
    <Text size="sm" fw={600}>
      {differenceSentence(difference)}
    </Text>
  );
}

function PairedCounts(props: {
  a: readonly CountItem[];
  b: readonly CountItem[];
  names: GroupNames;
  caption: string;
  label: string;
  layout: 'bars' | 'columns';
}) {
  const { names, caption, label, layout } = props;
  const pairs = pairedItems(props.a, props.b);
  const rows: PairedRow[] = pairs.map((pair) => ({
    label: pair.label,
    a: pair.a?.share ?? 0,
    b: pair.b?.share ?? 0,
  }));
  const figure = (item: CountItem | undefined) =>
    `${formatCount(item?.count ?? 0)} (${formatShare(item?.share ?? 0)})`;
  return (
    <>
      <PairedBars rows={rows} names={names} layout={layout} />
      <ShowFigures>
        <SimpleTable
          caption={caption}
          head={[label, names.a, names.b]}
          rows={pairs.map((pair) => [pair.label, figure(pair.a), figure(pair.b)])}
        />
      </ShowFigures>
    </>
  );
}

function FiguresTable({
  rows,
  names,
  caption,
}: {
  rows: FigureRow[];
  names: GroupNames;
  caption: string;
}) {
  // A row per group (its name wraps on a phone), a column per figure. Four figures do not fit
  // beside a long group name on a phone: the table scrolls in its box (by keyboard too), the page
  // never does.
  return (
    <Box style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={caption}>
      <SimpleTable caption={caption} {...figureTableRows(rows, names)} />
    </Box>
  );
}

function body(a: QuestionStat, b: QuestionStat, names: GroupNames, name: string) {
  const caption = `${name}: ${names.a} and ${names.b}`;
  const paired = (label: string, columns = false) => (
    <PairedCounts
      a={'items' in a ? a.items : []}
      b={'items' in b ? b.items : []}
      names={names}
      caption={columns ? `${caption}, by value` : caption}
      label={label}
      layout={columns ? 'columns' : 'bars'}
    />
  );
  if (a.kind === 'choices' && b.kind === 'choices') {
    return paired('Option');
  }
  if (a.kind === 'yesNo' && b.kind === 'yesNo') {
    return (
      <>
        <Text size="sm">{yesShares(a, b)}</Text>
        {paired('Answer')}
      </>
    );
  }
  if (a.kind === 'scale' && b.kind === 'scale') {
    return (
      <>
        <FiguresTable rows={scaleRows(a, b)} names={names} caption={caption} />
        {paired('Value', true)}
      </>
    );
  }
  if (a.kind === 'numbers' && b.kind === 'numbers') {
    return <FiguresTable rows={numberRows(a.summary, b.summary)} names={names} caption={caption} />;
  }
  if (a.kind === 'range' && b.kind === 'range') {
    return (
      <>
        <Text size="sm" fw={500}>
          Lower end
        </Text>
        <FiguresTable
          rows={numberRows(a.lower.summary, b.lower.summary)}
          names={names}
          caption={`${caption}, lower end`}
        />
        <Text size="sm" fw={500}>
          Upper end
        </Text>
        <FiguresTable
          rows={numberRows(a.upper.summary, b.upper.summary)}
          names={names}
          caption={`${caption}, upper end`}
        />
      </>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      For this type of question, only how many answered is compared.
    </Text>
  );
}

/**
 * One question over both groups: each group's count, its figures side by side, and the test.
 * Memoized: drawing the next block must not draw the ones above it again, charts and all.
 */
export const CompareBlock = memo(function CompareBlock({
  item,
  names,
  drawn,
  ref,
}: {
  item: ComparedQuestion;
  names: GroupNames;
  /** False: its heading and counts only, its figures in a later task (see useDrawnBlocks). */
  drawn: boolean;
  ref: Ref<HTMLElement>;
}) {
  const { question, a, b, difference } = item;
  const name = question.name.trim() || question.id;
  const answered = (stat: QuestionStat) => (
    <>
      {formatCount(stat.answered)} answered
      {stat.answered < SMALL_GROUP && ' (small)'}
    </>
  );
  return (
    <SummaryBlock
      title={name}
      badges={question.is_deleted && <DeletedQuestionBadge />}
      busy={!drawn}
      ref={ref}
    >
      <Text size="sm" c="dimmed" mt={-8}>
        {questionTypeLabel(question.type)} · {names.a}: {answered(a)} · {names.b}: {answered(b)}
      </Text>
      {!drawn ? (
        <FiguresPlaceholder />
      ) : (
        <>
          {(a.answered > 0 || b.answered > 0) && body(a, b, names, name)}
          {difference && <DifferenceNote difference={difference} />}
        </>
      )}
    </SummaryBlock>
  );
});
