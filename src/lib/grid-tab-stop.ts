import { cellAt, cellsOf, GRID_CONTROLS, type GridPosition, stopsOf } from './grid-navigation';

/** Whether `element` is one of the places of its cell that the arrow keys go to. */
export function isStop(element: HTMLElement): boolean {
  const cell = element.closest('td, th');
  return cell instanceof HTMLTableCellElement && stopsOf(cell).includes(element);
}

/**
 * The grid's one element in the Tab order (a "roving tabindex"); every other control in it
 * gets tabindex -1, and a cell focused for want of a control loses its tabindex when left.
 */
export function rovingTabStop() {
  let current: HTMLElement | null = null;
  return {
    get current() {
      return current;
    },
    set(element: HTMLElement) {
      if (current && current !== element) {
        if (current.matches('td, th')) current.removeAttribute('tabindex');
        else current.tabIndex = -1;
      }
      current = element;
      element.tabIndex = 0;
    },
    /** Takes the controls in `root` (newly rendered rows or cells) out of the Tab order. */
    quiet(root: Element) {
      const controls = [...root.querySelectorAll<HTMLElement>(GRID_CONTROLS)];
      if (root instanceof HTMLElement && root.matches(GRID_CONTROLS)) controls.push(root);
      for (const control of controls) {
        if (control !== current && control.getAttribute('tabindex') !== '-1') {
          control.tabIndex = -1;
        }
      }
    },
  };
}

/**
 * The cell for a position whose element went away: the same place, else the same row, else
 * the header (while the rows are loading placeholders).
 */
export function cellNear(table: HTMLTableElement, at: GridPosition) {
  const firstOf = (index: number) => {
    const row = table.rows[Math.min(index, table.rows.length - 1)];
    return row && cellsOf(row)[0];
  };
  return cellAt(table, at.row, at.col) ?? firstOf(at.row) ?? cellAt(table, 0, at.col) ?? firstOf(0);
}
