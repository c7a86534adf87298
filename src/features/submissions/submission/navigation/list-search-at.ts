/**
 * The list's query string with another page: the view (tab, search, sort, filters, page size)
 * stays as it is. Page 1 is left out, as the list leaves it out.
 */
export function listSearchAt(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page > 1) params.set('page', String(page));
  else params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}
