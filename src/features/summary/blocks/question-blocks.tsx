import type { ReactNode } from 'react';
import type { QuestionSummary } from '@/features/summary/stats/summarize';
import type { HrefFor } from '@/features/summary/summary-links';
import { QuestionBlock } from './question-block';
import { useDrawnBlocks } from './use-drawn-blocks';

type Props = {
  items: readonly QuestionSummary[];
  hrefFor: HrefFor;
  /** The responses the blocks cover, e.g. "312 completed responses". */
  covers: string;
  /** What follows the blocks, drawn once every block is. */
  children: ReactNode;
};

/**
 * The question blocks: every heading at once, each block's figures in a task of its own, those
 * near the screen first. Only this list is drawn again at each step, not the page around it.
 */
export function QuestionBlocks({ items, hrefFor, covers, children }: Props) {
  const { isDrawn, allDrawn, refFor } = useDrawnBlocks(items.length);
  return (
    <>
      {items.map((item, index) => (
        <QuestionBlock
          key={item.question.id}
          item={item}
          hrefFor={hrefFor}
          covers={covers}
          drawn={isDrawn(index)}
          ref={refFor(index)}
        />
      ))}
      {allDrawn && children}
    </>
  );
}
