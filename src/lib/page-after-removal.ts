/** The page to show once `removed` of a page's `rowsOnPage` rows are gone: an emptied page past the first gives way to the one before. */
export function pageAfterRemoval(page: number, rowsOnPage: number, removed: number): number {
  return rowsOnPage - removed <= 0 && page > 1 ? page - 1 : page;
}
