import type { Question, Submission } from '@/api/schemas';
import type { ResponsePage } from './fetch-page';

/** Pages read for new responses before a full reload is the cheaper way. */
const MAX_PAGES = 10;

export type RefreshResult =
  | { kind: 'new'; rows: Submission[]; questions: Question[]; total: number }
  /** What the API reports cannot be reconciled with what is loaded: load the whole set again. */
  | { kind: 'reload' };

/** Newest first (docs/api.md): by `created_at`, ties by id descending. */
export function isNewer(a: Submission, b: Submission): boolean {
  const [ta, tb] = [Date.parse(a.created_at), Date.parse(b.created_at)];
  return ta !== tb ? ta > tb : a.id > b.id;
}

type Loaded = {
  /** The newest response loaded (shown or waiting to be shown), if any. */
  newest: Submission | undefined;
  has: (id: string) => boolean;
  count: number;
  /** By how much the API's total exceeded the rows its paging delivered at the last full load. */
  totalBias: number;
};

/**
 * Reads page 1 (and on, while everything on it is new) until it meets a response already loaded,
 * relying on the order docs/api.md gives, and verifies that order: the first loaded response met
 * must be the newest loaded, nothing new may be older than it, and the total must add up as it
 * did at the last full load. Anything else asks for a full reload, never a wrong row.
 */
export async function checkForNew(
  fetchPage: (page: number) => Promise<ResponsePage>,
  loaded: Loaded,
): Promise<RefreshResult> {
  const fresh: Submission[] = [];
  let first: ResponsePage | undefined;
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const data = await fetchPage(page);
    first ??= data;
    for (const item of data.items) {
      if (loaded.has(item.id)) {
        if (item.id !== loaded.newest?.id) return { kind: 'reload' };
        return settle(first, fresh, loaded);
      }
      if (loaded.newest && !isNewer(item, loaded.newest)) return { kind: 'reload' };
      if (fresh.some((known) => known.id === item.id)) return { kind: 'reload' };
      fresh.push(item);
    }
    // The end of the list without meeting what is loaded: it was all deleted, or never in order.
    if (!data.hasNext) return loaded.newest ? { kind: 'reload' } : settle(first, fresh, loaded);
  }
  return { kind: 'reload' };
}

function settle(first: ResponsePage, fresh: Submission[], loaded: Loaded): RefreshResult {
  const expected = loaded.count + fresh.length + loaded.totalBias;
  if (first.total !== expected) return { kind: 'reload' };
  return { kind: 'new', rows: fresh, questions: first.questions, total: first.total };
}
