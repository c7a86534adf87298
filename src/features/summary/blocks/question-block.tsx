import { Badge, Text } from '@mantine/core';
import { memo, type ReactNode, type Ref } from 'react';
import type { QuestionSummary } from '@/features/summary/stats/summarize';
import type { QuestionStat } from '@/features/summary/stats/question-stat';
import type { HrefFor } from '@/features/summary/summary-links';
import { ChoiceBody, RankingBody } from './by-type/choice-body';
import { DatesBody, HoursBody } from './by-type/dates-body';
import { FilesBody, PaymentBody } from './by-type/files-body';
import { OtherNote } from '@/features/summary/charts/figures';
import { FilterLink } from './filter-link';
import { formatCount } from '@/features/summary/format';
import { NumbersBody, RangeBody } from './by-type/numbers-body';
import { questionTypeLabel } from './question-type-label';
import { ScaleBody } from './by-type/scale-body';
import { FiguresPlaceholder, SummaryBlock } from './summary-block';
import { TextBody } from './by-type/text-body';
import { YesNoBody } from './by-type/yes-no-body';

function body(stat: QuestionStat, name: string, hrefFor: HrefFor): ReactNode {
  const props = { name, hrefFor };
  switch (stat.kind) {
    case 'choices':
      return <ChoiceBody stat={stat} {...props} />;
    case 'ranking':
      return <RankingBody stat={stat} {...props} />;
    case 'scale':
      return <ScaleBody stat={stat} {...props} />;
    case 'numbers':
      return <NumbersBody stat={stat} {...props} />;
    case 'range':
      return <RangeBody stat={stat} {...props} />;
    case 'yesNo':
      return <YesNoBody stat={stat} {...props} />;
    case 'dates':
      return <DatesBody stat={stat} {...props} />;
    case 'hours':
      return <HoursBody stat={stat} {...props} />;
    case 'text':
      return <TextBody stat={stat} {...props} />;
    case 'files':
      return <FilesBody stat={stat} {...props} />;
    case 'payment':
      return <PaymentBody stat={stat} {...props} />;
  }
}

/** Marks a question the form no longer has (its answers are still counted). */
export function DeletedQuestionBadge() {
  return (
    <Badge color="red" variant="light" style={{ flexShrink: 0 }}>
      Deleted question
    </Badge>
  );
}

type Props = {
  item: QuestionSummary;
  hrefFor: HrefFor;
  /** The responses the block covers, e.g. "312 completed responses". */
  covers: string;
  /** False: its heading and counts only, its figures in a later frame (the page draws them). */
  drawn?: boolean;
  ref?: Ref<HTMLElement>;
};

/** One question's block: its name and type, how many answered of what, its type's figures. */
export const QuestionBlock = memo(function QuestionBlock(props: Props) {
  const { item, hrefFor, covers, drawn = true, ref } = props;
  const { question, stat } = item;
  const name = question.name.trim() || question.id;
  const answered = stat.kind === 'files' ? 'with files' : 'answered';
  // A text's "answered" counts answers of any shape, as the `answered` filter finds them; other
  // types leave answers of another shape out, which no filter can say (files link their figure).
  const answeredFilter = stat.kind === 'text' ? stat.answeredFilter : null;
  return (
    <SummaryBlock
      title={name}
      badges={question.is_deleted && <DeletedQuestionBadge />}
      busy={!drawn}
      ref={ref}
    >
      <Text size="sm" c="dimmed" mt={-8}>
        {questionTypeLabel(question.type)} ·{' '}
        <FilterLink href={hrefFor(answeredFilter)} inText>
          {formatCount(stat.answered)}
        </FilterLink>{' '}
        of {covers} {answered}
      </Text>
      {!drawn ? (
        <FiguresPlaceholder />
      ) : (
        <>
          {stat.answered > 0 && body(stat, name, hrefFor)}
          <OtherNote other={stat.other} />
        </>
      )}
    </SummaryBlock>
  );
});
