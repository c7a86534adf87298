/**
 * The DOM side of a data grid's keyboard model (WAI-ARIA APG "grid"): where each arrow key
 * goes, worked out from the table as it is rendered, so that its rows need no focus state.
 *
 * A cell's stops are its controls (a checkbox, a link, a sort button, a resize handle), in
 * order, or the cell itself when it has none. A position is the row (its `rowIndex`), the
 * column (`aria-colindex`, which stays right when only some columns are rendered) and the stop
 * within the cell, so that ArrowDown from a header's sort button lands on the row's link.
 */

/** Everything a keyboard can reach inside a cell; all but one of them get tabindex -1. */
export const GRID_CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not(td):not(th)';

export type GridPosition = { row: number; col: number; stop: number };

/** Controls that use these keys themselves: the grid leaves those keys to them. */
const OWN_KEYS: [selector: string, keys: string[]][] = [
  [
    'input:not([type="checkbox"]):not([type="radio"]), textarea, select, [role="slider"], [contenteditable="true"]',
    ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'],
  ],
  // A column's resize handle: left and right resize it.
  ['[role="separator"]', ['ArrowLeft', 'ArrowRight', 'Home', 'End']],
];

export const ownsKey = (element: Element, key: string) =>
  OWN_KEYS.some(([selector, keys]) => keys.includes(key) && element.matches(selector));

const HIDDEN = '[aria-hidden]:not([aria-hidden="false"])';

/** A row's cells that a user can reach: none in a hidden row (a loading placeholder). */
export const cellsOf = (row: HTMLTableRowElement) =>
  row.matches(HIDDEN) ? [] : Array.from(row.cells).filter((cell) => !cell.matches(HIDDEN));

export const columnOf = (cell: HTMLTableCellElement) =>
  Number(cell.getAttribute('aria-colindex')) || cell.cellIndex + 1;

export function stopsOf(cell: HTMLTableCellElement): HTMLElement[] {
  const controls = Array.from(cell.querySelectorAll<HTMLElement>(GRID_CONTROLS)).filter(
    (control) => !control.matches(':disabled') && !control.closest(HIDDEN),
  );
  return controls.length > 0 ? controls : [cell];
}

/** The columns a row renders, first to last. */
export const columnsOf = (row: HTMLTableRowElement) => cellsOf(row).map(columnOf);

/** The last column of the grid, rendered or not. */
export function lastColumn(table: HTMLTableElement): number {
  const rendered = Math.max(0, ...Array.from(table.rows).flatMap(columnsOf));
  return Math.max(rendered, Number(table.getAttribute('aria-colcount')) || 0);
}

export function positionOf(table: HTMLTableElement, element: Element): GridPosition | null {
  const cell = element.closest('td, th');
  const row = cell?.parentElement;
  if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement)) return null;
  if (row.closest('table') !== table) return null;
  return {
    row: row.rowIndex,
    col: columnOf(cell),
    stop: Math.max(0, stopsOf(cell).indexOf(element as HTMLElement)),
  };
}

/** The cell at `row`, `col`; undefined when that column is not rendered (windowed). */
export function cellAt(table: HTMLTableElement, row: number, col: number) {
  const tr = table.rows[Math.min(Math.max(row, 0), table.rows.length - 1)];
  return tr ? cellsOf(tr).find((cell) => columnOf(cell) === col) : undefined;
}

/** The element to focus at a position; `stop` past the cell's last one means its last. */
export function stopAt(cell: HTMLTableCellElement, stop: number): HTMLElement {
  const stops = stopsOf(cell);
  return stops[Math.min(Math.max(stop, 0), stops.length - 1)]!;
}

/**
 * Where a key leads from `here`, or null for a key the grid does not use. Columns are counted
 * by `aria-colindex`, so the target may be a column that is not rendered yet.
 */
export function target(
  table: HTMLTableElement,
  here: GridPosition,
  key: string,
  { ctrl, pageRows }: { ctrl: boolean; pageRows: number },
): GridPosition | null {
  const lastRow = table.rows.length - 1;
  const cell = cellAt(table, here.row, here.col);
  const stops = cell ? stopsOf(cell).length : 1;
  const row = (to: number) => Math.min(Math.max(to, 0), lastRow);
  const END = Number.MAX_SAFE_INTEGER;
  switch (key) {
    case 'ArrowRight':
      if (here.stop < stops - 1) return { ...here, stop: here.stop + 1 };
      return here.col < lastColumn(table) ? { ...here, col: here.col + 1, stop: 0 } : here;
    case 'ArrowLeft':
      if (here.stop > 0) return { ...here, stop: here.stop - 1 };
      return here.col > 1 ? { ...here, col: here.col - 1, stop: END } : here;
    case 'ArrowDown':
      return { ...here, row: row(here.row + 1) };
    case 'ArrowUp':
      return { ...here, row: row(here.row - 1) };
    case 'PageDown':
      return { ...here, row: row(here.row + pageRows) };
    case 'PageUp':
      return { ...here, row: row(here.row - pageRows) };
    case 'Home':
      return { row: ctrl ? 0 : here.row, col: 1, stop: 0 };
    case 'End':
      return { row: ctrl ? lastRow : here.row, col: lastColumn(table), stop: END };
    default:
      return null;
  }
}

/**
 * Scrolls `scroller` so that `cell` is not under the sticky header row or the sticky
 * (pinned) cells on its left, which the browser's own scrolling does not know about.
 */
export function keepClear(scroller: HTMLElement, cell: HTMLTableCellElement) {
  const view = scroller.getBoundingClientRect();
  const box = cell.getBoundingClientRect();
  const head = cell.closest('tbody') ? scroller.querySelector('thead') : null;
  const top = view.top + (head?.getBoundingClientRect().height ?? 0);
  const bottom = view.top + scroller.clientHeight;
  const row = cell.parentElement as HTMLTableRowElement;
  const pinned = Array.from(row.cells)
    .slice(0, cell.cellIndex)
    .filter((before) => getComputedStyle(before).position === 'sticky');
  const left = Math.max(view.left, ...pinned.map((before) => before.getBoundingClientRect().right));
  const right = view.left + scroller.clientWidth;
  if (box.top < top) scroller.scrollTop -= top - box.top;
  else if (box.bottom > bottom) scroller.scrollTop += Math.min(box.bottom - bottom, box.top - top);
  if (box.left < left) scroller.scrollLeft -= left - box.left;
  else if (box.right > right) scroller.scrollLeft += Math.min(box.right - right, box.left - left);
}
