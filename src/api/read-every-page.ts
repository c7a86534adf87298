import { FIRST_PAGE } from '@/contract/list-queries';

/**
 * Every item of a list, read page after page. An empty page ends the read even if the API keeps
 * saying there is more, so that a list that lies about `has_next` cannot be read for ever.
 */
export async function readEveryPage<T>(
  readPage: (page: number) => Promise<{ items: T[]; hasNext: boolean }>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = FIRST_PAGE; ; page++) {
    const list = await readPage(page);
    items.push(...list.items);
    if (!list.hasNext || list.items.length === 0) return items;
  }
}
