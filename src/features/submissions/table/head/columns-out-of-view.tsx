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
 * a shadow on that edge; the button scrolls one screenful to the right. It sits on a line of its
 * own under the table, beside the horizontal scrollbar, so that it covers none of the cells it
 * announces. Its own component: a scroll redraws it, not the rows.
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
  // `wide`: the table is wider than its box, so the line under it stays while it scrolls, and
  // the pager does not jump when the last column comes into view.
  const [{ hidden, wide }, setOutOfView] = useState({ hidden: 0, wide: false });

  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      // Not laid out (hidden, or no layout engine): nothing to say.
      if (scroller.clientWidth === 0) return setOutOfView({ hidden: 0, wide: false });
      const right = scroller.scrollLeft + scroller.clientWidth + 1;
      setOutOfView({
        hidden: ends.filter((end) => end > right).length,
        wide: (ends.at(-1) ?? 0) > scroller.clientWidth + 1,
      });
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

  if (!wide) return null;
  const scrollRight = () => {
    const scroller = scrollerRef.current;
    // A screenful past the columns that never move (the first two and the pinned ones).
    scroller?.scrollBy({
      left: Math.max(200, scroller.clientWidth - QUESTIONS_OFFSET),
      behavior: 'smooth',
    });
  };
  return (
    <div className={classes.moreColumnsLine}>
      {hidden > 0 && (
        <>
          <div className={classes.edgeShadow} aria-hidden />
          {/* Read by screen readers and clickable, but no Tab stop: the grid's arrow keys reach
              every column, and a Tab stop here would sit between the grid and the pager. */}
          <UnstyledButton className={classes.moreColumns} onClick={scrollRight} tabIndex={-1}>
            {nf.format(hidden)} more column{hidden === 1 ? '' : 's'} →
          </UnstyledButton>
        </>
      )}
    </div>
  );
}
