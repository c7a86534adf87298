import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, type RefObject, useCallback, useMemo } from 'react';
import type { Question } from '@/api/schemas';
import type { ColumnSizing } from '@/features/submissions/columns/use-column-sizing';

/** Forms wider than this render only the question columns in view (plus a few either side). */
export const WINDOW_AFTER = 40;
/** The first column (select, open, delete): always in view. */
export const PINNED_WIDTH = 300;
export const STATUS_WIDTH = 130;
/** Where the question columns start: after the first column and the status column. */
export const QUESTIONS_OFFSET = PINNED_WIDTH + STATUS_WIDTH;
const SCREENFUL = { width: 1400, height: 800 };

export type TableColumn = {
  question: Question;
  colIndex: number;
  /** A pinned column's distance from the left edge while it sticks there. */
  pinLeft?: number;
};

export type ColumnWindow = {
  /** The pinned question columns, then the others in view. */
  columns: TableColumn[];
  padLeft: number;
  padRight: number;
  windowed: boolean;
  /** The table's whole width, every column counted. */
  width: number;
  hasPinned: boolean;
};

/**
 * The question columns to render. Wide forms are windowed horizontally: a 150-question page
 * renders a dozen columns, not 150, so paging stays smooth; narrow forms render every column.
 * Pinned columns come first and are always rendered, sticking after the first two columns.
 */
export function useColumnWindow(
  questions: Question[],
  { widthOf, pinned }: Pick<ColumnSizing, 'widthOf' | 'pinned'>,
  scrollerRef: RefObject<HTMLDivElement | null>,
): ColumnWindow {
  const windowed = questions.length > WINDOW_AFTER;
  const pinnedQuestions = useMemo(
    () => questions.filter((question) => pinned.has(question.id)),
    [questions, pinned],
  );
  const rest = useMemo(
    () => (pinnedQuestions.length ? questions.filter((q) => !pinned.has(q.id)) : questions),
    [questions, pinned, pinnedQuestions],
  );
  const sizes = useMemo(() => rest.map((question) => widthOf(question.id)), [rest, widthOf]);
  // Each pinned column sticks where the ones before it end.
  const pinLefts: number[] = [];
  let pinnedWidth = 0;
  for (const question of pinnedQuestions) {
    pinLefts.push(QUESTIONS_OFFSET + pinnedWidth);
    pinnedWidth += widthOf(question.id);
  }
  const questionsStart = QUESTIONS_OFFSET + pinnedWidth;
  // A new key function whenever a size changes: the virtualizer then lays the columns out anew.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const getItemKey = useCallback((index: number) => rest[index]?.id ?? index, [rest, sizes]);

  // The virtualizer's API is not memoizable by the React Compiler; this hook is not memoized.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    horizontal: true,
    count: rest.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => sizes[index] ?? 0,
    getItemKey,
    scrollMargin: questionsStart,
    overscan: 3,
    enabled: windowed,
    useFlushSync: false,
    initialRect: SCREENFUL,
    // A scroller that is not laid out yet (hidden, or no layout at all) still shows a screenful.
    observeElementRect: (instance, callback) =>
      observeElementRect(instance, (rect) => callback(rect.width > 0 ? rect : SCREENFUL)),
  });

  const items = virtualizer.getVirtualItems();
  const from = windowed ? (items[0]?.index ?? 0) : 0;
  const to = windowed ? (items.at(-1)?.index ?? -1) : rest.length - 1;
  const pinKey = pinLefts.join();
  // Stable while the window and the pins do not move (a resize of another column included), so
  // rows that did not change are not re-rendered.
  const columns = useMemo(() => {
    const lefts = pinKey ? pinKey.split(',').map(Number) : [];
    const stuck = pinnedQuestions.map((question, index) => ({
      question,
      colIndex: index + 3,
      pinLeft: lefts[index],
    }));
    const shown = rest.slice(from, to + 1).map((question, index) => ({
      question,
      colIndex: stuck.length + from + index + 3,
    }));
    return [...stuck, ...shown];
  }, [pinnedQuestions, pinKey, rest, from, to]);

  const total = sizes.reduce((sum, size) => sum + size, 0);
  const width = questionsStart + total;
  const hasPinned = pinnedQuestions.length > 0;
  if (!windowed) return { columns, padLeft: 0, padRight: 0, windowed, width, hasPinned };
  const first = items[0];
  const last = items.at(-1);
  const padLeft = first ? first.start - questionsStart : 0;
  const padRight = last ? total - (last.end - questionsStart) : 0;
  return { columns, padLeft, padRight, windowed, width, hasPinned };
}

/**
 * A row's question cells in order: the pinned ones, then the stand-in for the columns scrolled
 * out on the left (when there is one), then the others. A pinned cell must come before the
 * stand-in: a sticky cell only sticks once scrolling reaches where it would be.
 */
export function withPad(
  columns: TableColumn[],
  cell: (column: TableColumn) => ReactNode,
  pad: ReactNode,
): ReactNode[] {
  const cells = columns.map(cell);
  if (!pad) return cells;
  const unpinned = columns.findIndex((column) => column.pinLeft === undefined);
  cells.splice(unpinned < 0 ? cells.length : unpinned, 0, pad);
  return cells;
}
