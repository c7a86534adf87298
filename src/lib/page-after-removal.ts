/** The page to show once `removed` of a page's `rowsOnPage` rows are gone: an emptied page past the first gives way to the one before. */
export function pageAfterRemoval(page: number, rowsOnPage: number, removed: number): number {
  return rowsOnPage - removed <= 0 && page > 1 ? page - 1 : page;
}

/** Where a list stands when the user deletes from it. */
export type ListPosition = { page: number; rowsOnPage: number; goToPage: (page: number) => void };

/** Moves a page back when the `removed` rows were all the page had (see `pageAfterRemoval`). */
export function leaveEmptiedPage({ page, rowsOnPage, goToPage }: ListPosition, removed: number) {
  const next = pageAfterRemoval(page, rowsOnPage, removed);
  if (next !== page) goToPage(next);
}
