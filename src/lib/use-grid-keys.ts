import { type RefObject, useEffect } from 'react';
import {
  cellAt,
  cellsOf,
  columnOf,
  type GridPosition,
  keepClear,
  ownsKey,
  positionOf,
  stopAt,
  target,
} from './grid-navigation';
import { cellNear, isStop, rovingTabStop } from './grid-tab-stop';

// Frames to wait for a column that scrolling brings into the window.
const RENDER_FRAMES = 30;
// Where J and K do not move the grid: widgets with keys of their own.
const OWN_WIDGETS = '[role="dialog"], [role="menu"], [role="listbox"]';
const MODAL = '[role="dialog"][aria-modal="true"]';
const TYPING = 'input:not([type="checkbox"]):not([type="radio"]), textarea, select';

/**
 * The table inside `scrollerRef` as one Tab stop with the arrow keys inside (WAI-ARIA grid):
 * Arrow keys, Home/End, Ctrl+Home/End, PageUp/PageDown move; Enter on a row's cell or checkbox
 * follows the row's first link; Escape leaves the grid for the scroller; J/K (also from outside
 * the table) go to the next/previous row's link. All by listening on the scroller and reading
 * the DOM, so that moving the focus re-renders nothing; rows rendered later (a new page, columns
 * scrolled into a wide form's window) are taken out of the Tab order as they arrive.
 */
export function useGridKeys(scrollerRef: RefObject<HTMLElement | null>, pageRows = 10): void {
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const table = () => scroller.querySelector('table');
    let last: GridPosition = { row: 0, col: 1, stop: 0 };
    let focused: HTMLElement | null = null;
    let pending = 0;
    // Where a key is taking the focus while its column is being rendered: the next key goes on
    // from there, so that keys pressed quickly are not lost.
    let focusTarget: GridPosition | null = null;

    const tabStop = rovingTabStop();
    // After rows change: a stop that went away (or was disabled, or a cell that now has
    // controls) is replaced by the one now at its place.
    const settle = (added: Element[]) => {
      const element = table();
      if (!element) return;
      added.forEach(tabStop.quiet);
      const { current } = tabStop;
      if (current?.isConnected && element.contains(current) && isStop(current)) return;
      const cell = cellNear(element, last);
      if (!cell) return;
      const next = stopAt(cell, last.stop);
      const active = document.activeElement;
      const lost =
        focused !== null && !focused.isConnected && (!active || active === document.body);
      const moves = lost || (active !== null && active === current);
      tabStop.set(next);
      if (moves) {
        focused = next;
        next.focus({ preventScroll: true });
      }
    };

    const land = (element: HTMLElement, cell: HTMLTableCellElement) => {
      tabStop.set(element);
      element.focus({ preventScroll: true });
      cell.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
      keepClear(scroller, cell);
    };
    // A wide form renders only the columns in view: scroll towards the target, then wait for it.
    const go = (element: HTMLTableElement, to: GridPosition) => {
      const token = ++pending;
      let seen = '';
      const attempt = (frames: number) => {
        if (token !== pending) return;
        const cell = cellAt(element, to.row, to.col);
        focusTarget = cell || frames === 0 ? null : to;
        if (cell) return land(stopAt(cell, to.stop), cell);
        const cells = element.rows[to.row] ? cellsOf(element.rows[to.row]!) : [];
        // Columns differ in width: scroll by an estimate, again each time the window has moved.
        if (cells.length > 0 && cells.map(columnOf).join() !== seen) {
          seen = cells.map(columnOf).join();
          const last = cells.at(-1)!;
          const near =
            to.col > columnOf(last) ? last : cells.find((one) => columnOf(one) > to.col)!;
          scroller.scrollLeft += (to.col - columnOf(near)) * near.offsetWidth;
        }
        if (frames > 0) requestAnimationFrame(() => attempt(frames - 1));
      };
      attempt(RENDER_FRAMES);
    };

    const moveRow = (delta: number) => {
      const element = table();
      const body = element?.tBodies[0];
      const first = body?.rows[0]?.rowIndex;
      if (!element || first === undefined) return;
      const active = document.activeElement;
      const from = (active && positionOf(element, active)?.row) ?? last.row;
      const row = Math.min(Math.max(from + delta, first), element.rows.length - 1);
      const link = element.rows[row]?.querySelector<HTMLElement>('a[href]');
      const at = link && positionOf(element, link);
      if (at) go(element, at);
    };
    // J and K from elsewhere on the page too, but not while typing or in a dialog or menu.
    const onPageKeyDown = (event: KeyboardEvent) => {
      const from = event.target instanceof HTMLElement ? event.target : null;
      const key = event.key.toLowerCase();
      if ((key !== 'j' && key !== 'k') || event.defaultPrevented) return;
      if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return;
      if (from && (from.isContentEditable || from.matches(TYPING))) return;
      if (from?.closest(OWN_WIDGETS) || document.querySelector(MODAL)) return;
      event.preventDefault();
      moveRow(key === 'j' ? 1 : -1);
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const element = table();
      const from = event.target;
      if (!element || !(from instanceof HTMLElement) || !element.contains(from)) return;
      if (event.defaultPrevented || event.altKey || event.metaKey || event.shiftKey) return;
      if (ownsKey(from, event.key)) return;
      const here = focusTarget ?? positionOf(element, from);
      if (!here) return;
      const inBody = from.closest('tbody') !== null;
      if (event.key === 'Enter' && inBody && from.matches('td, input[type="checkbox"]')) {
        event.preventDefault();
        from.closest('tr')?.querySelector<HTMLElement>('a[href]')?.click();
      } else if (event.key === 'Escape' && from.getAttribute('aria-expanded') !== 'true') {
        scroller.focus();
      } else if (!event.ctrlKey || event.key === 'Home' || event.key === 'End') {
        const to = target(element, here, event.key, { ctrl: event.ctrlKey, pageRows });
        if (!to) return;
        event.preventDefault();
        go(element, to);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const element = table();
      const to = event.target;
      if (!element || !(to instanceof HTMLElement) || !element.contains(to)) return;
      if (!isStop(to)) return;
      focused = to;
      last = positionOf(element, to) ?? last;
      tabStop.set(to);
    };

    const observer = new MutationObserver((records) =>
      settle(
        records.flatMap((record) =>
          [...record.addedNodes].filter((node): node is Element => node instanceof Element),
        ),
      ),
    );
    observer.observe(scroller, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    const initial = table();
    settle(initial ? [initial] : []);
    scroller.addEventListener('keydown', onKeyDown);
    scroller.addEventListener('focusin', onFocusIn);
    document.documentElement.addEventListener('keydown', onPageKeyDown);
    return () => {
      pending += 1;
      observer.disconnect();
      scroller.removeEventListener('keydown', onKeyDown);
      scroller.removeEventListener('focusin', onFocusIn);
      document.documentElement.removeEventListener('keydown', onPageKeyDown);
    };
  }, [scrollerRef, pageRows]);
}
