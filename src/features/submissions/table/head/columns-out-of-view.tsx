import { UnstyledButton } from '@mantine/core';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import type { Question } from '@/api/schemas';
import type { ColumnSizing } from '@/features/submissions/columns/use-column-sizing';
import classes from '@/features/submissions/table/submissions-table.module.css';
import { QUESTIONS_OFFSET } from '@/features/submissions/table/use-column-window';

type Props = {
  questions: Question[];
  sizing: Pick<ColumnSizing, 'widthOf' | 'pinned'>;
  scrollerRef: RefObject<HTMLDivElement | null>;
};

const nf = new Intl.NumberFormat();

/**
 * Says how many question columns lie beyond the table's right edge ("23 more columns →"), with
 * a shadow on that edge; the button scrolls one screenful to the right. Its own component: a
 * scroll redraws it, not the rows.
 */
export function ColumnsOutOfView({ questions, sizing, scrollerRef }: Props) {
  const { widthOf, pinned } = sizing;
  // Where each unpinned column ends, from the table's left edge (pinned ones never leave).
  const ends = useMemo(() => {
    let end = QUESTIONS_OFFSET;
    for (const question of questions) if (pinned.has(question.id)) end += widthOf(question.id);
    const result: number[] = [];
    for (const question of questions) {
      if (pinned.has(question.id)) continue;
      end += widthOf(question.id);
      result.push(end);
    }
    return result;
  }, [questions, pinned, widthOf]);
  const [hidden, setHidden] = useState(0);

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Not laid out (hidden, or no layout engine): nothing to say.
      if (scroller.clientWidth === 0) return setHidden(0);
      const right = scroller.scrollLeft + scroller.clientWidth + 1;
      setHidden(ends.filter((end) => end > right).length);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    scroller.addEventListener('scroll', schedule, { passive: true });
    const resize = new ResizeObserver(schedule);
    resize.observe(scroller);
    return () => {
      cancelAnimationFrame(frame);
      scroller.removeEventListener('scroll', schedule);
      resize.disconnect();
    };
  }, [scrollerRef, ends]);

  if (hidden === 0) return null;
  const scrollRight = () => {
    const scroller = scrollerRef.current;
    // A screenful past the columns that never move (the first two and the pinned ones).
    scroller?.scrollBy({
      left: Math.max(200, scroller.clientWidth - QUESTIONS_OFFSET),
      behavior: 'smooth',
    });
  };
  return (
    <>
      <div className={classes.edgeShadow} aria-hidden />
      {/* For the pointer: the grid's arrow keys reach every column, and it tells screen readers
          how many there are (aria-colcount); a Tab stop here would sit between grid and pager. */}
      <UnstyledButton
        className={classes.moreColumns}
        onClick={scrollRight}
        tabIndex={-1}
        aria-hidden
      >
        {nf.format(hidden)} more column{hidden === 1 ? '' : 's'} →
      </UnstyledButton>
    </>
  );
}
