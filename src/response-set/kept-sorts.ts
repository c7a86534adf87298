import type { Question, Submission } from '@/api/schemas';
import { inIdleSlices } from '@/lib/when-idle';
import { aheadColumns } from './column-values';
import { type SortDirection, type SortSpec, sortRows, sortsByText } from './sort';

/**
 * Sorted tabs kept per set of rows (a set's rows are replaced, never changed): the last few
 * sorts asked for, and every column's sorts of the tab in view worked out ahead in idle time.
 */
const kept = new WeakMap<
  readonly Submission[],
  {
    questions: readonly Question[];
    recent: Map<string, readonly Submission[]>;
    ahead: Map<string, readonly Submission[]>;
  }
>();
const RECENT_KEPT = 4;

function keptOf(rows: readonly Submission[], questions: readonly Question[]) {
  let held = kept.get(rows);
  if (held?.questions !== questions) {
    held = { questions, recent: new Map(), ahead: new Map() };
    kept.set(rows, held);
  }
  return held;
}

const keyOf = (tab: string, { column, direction }: SortSpec) => `${tab} ${direction} ${column}`;

/** A tab's rows in a sort's order, if that sort of the whole tab is kept. */
export function keptSort(
  rows: readonly Submission[],
  questions: readonly Question[],
  tab: string,
  sort: SortSpec,
): readonly Submission[] | undefined {
  const { recent, ahead } = keptOf(rows, questions);
  const key = keyOf(tab, sort);
  const found = recent.get(key);
  if (found === undefined) return ahead.get(key);
  // The most recently used last: the one asked for longest ago goes first.
  recent.delete(key);
  recent.set(key, found);
  return found;
}

/** Keeps a sort of a whole tab, in place of the one asked for longest ago. */
export function keepSort(
  rows: readonly Submission[],
  questions: readonly Question[],
  tab: string,
  sort: SortSpec,
  sorted: readonly Submission[],
): void {
  const { recent } = keptOf(rows, questions);
  recent.set(keyOf(tab, sort), sorted);
  if (recent.size > RECENT_KEPT) recent.delete(recent.keys().next().value!);
}

/** The longest stretch of work at once, past the first sort of a slice. */
const SLICE_MS = 8;
const IDLE = { timeout: 1000, fallbackDelay: 0 };
const DIRECTIONS: SortDirection[] = ['asc', 'desc'];

/**
 * Works out the sorts of a whole tab by every column of values (numbers, dates, times, yes/no,
 * payments, the submitted time, the status), both ways, while the browser is idle, so that a
 * click on such a header finds its order ready (a sort of 50,000 on the click: 5-25 ms, by the
 * column). One tab of 50,000: two orders of 50,000 references per column, about 0.4 MB; as many
 * columns as aheadColumns allows.
 * `tabbed` is the tab's rows (see tabOf). Returns a cancel.
 */
export function sortAhead(
  rows: readonly Submission[],
  tabbed: readonly Submission[],
  questions: readonly Question[],
  tab: string,
): () => void {
  // Not the columns sorted by folded text: folding 50,000 long answers is one task of up to a
  // fifth of a second, which a keystroke would wait for (measured as loading ended).
  const columns = aheadColumns(questions, tabbed.length).filter(
    (column) => !sortsByText(column, questions),
  );
  const specs = columns.flatMap((column) => DIRECTIONS.map((direction) => ({ column, direction })));
  // Only the tab in view keeps its orders ahead: memory for one tab, not three.
  const { ahead: held } = keptOf(rows, questions);
  for (const key of held.keys()) if (!key.startsWith(`${tab} `)) held.delete(key);
  let next = 0;
  const step = () => {
    const spec = specs[next++];
    if (spec === undefined) return false;
    const { ahead } = keptOf(rows, questions);
    const key = keyOf(tab, spec);
    if (!ahead.has(key)) ahead.set(key, sortRows(tabbed, spec, questions));
    return next < specs.length;
  };
  return inIdleSlices(step, { ...IDLE, sliceMs: SLICE_MS });
}
