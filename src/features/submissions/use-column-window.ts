import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useMemo } from 'react';
import type { Question } from '@/api/schemas';

/** Forms wider than this render only the question columns in view (plus a few either side). */
export const WINDOW_AFTER = 40;
export const QUESTION_COLUMN_WIDTH = 240;
/** The pinned column and the status column, which come before the questions. */
export const LEAD_WIDTH = 300 + 130;
const SCREENFUL = { width: 1400, height: 800 };

export type ColumnWindow = {
  columns: { question: Question; colIndex: number }[];
  padLeft: number;
  padRight: number;
  windowed: boolean;
  /** Total width of the table when windowed. */
  width: number | undefined;
};

/**
 * Horizontal windowing for wide forms: a 150-question page renders a dozen columns, not 150,
 * so paging stays smooth. Narrow forms render every column.
 */
export function useColumnWindow(
  questions: Question[],
  scrollerRef: RefObject<HTMLDivElement | null>,
): ColumnWindow {
  const windowed = questions.length > WINDOW_AFTER;
  // The virtualizer's API is not memoizable by the React Compiler; this hook is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: questions.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => QUESTION_COLUMN_WIDTH,
    scrollMargin: LEAD_WIDTH,
    overscan: 3,
    enabled: windowed,
    useFlushSync: false,
    initialRect: SCREENFUL,
    // A scroller that is not laid out yet (hidden, or no layout at all) still shows a screenful.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.width > 0 ? rect : SCREENFUL)),
  });

  const items = virtualizer.getVirtualItems();
  // Stable while the window does not move, so rows that did not change are not re-rendered.
  const columns = useMemo(
    () =>
      windowed
        ? items.map((item) => ({ question: questions[item.index]!, colIndex: item.index + 3 }))
        : questions.map((question, index) => ({ question, colIndex: index + 3 })),
    [windowed, items, questions],
  );
  if (!windowed) {
    return { columns, padLeft: 0, padRight: 0, windowed, width: undefined };
  }
  const total = questions.length * QUESTION_COLUMN_WIDTH;
  const first = items[0];
  const last = items.at(-1);
  const padLeft = first ? first.start - LEAD_WIDTH : 0;
  const padRight = last ? total - (last.end - LEAD_WIDTH) : 0;
  return { columns, padLeft, padRight, windowed, width: LEAD_WIDTH + total };
}
