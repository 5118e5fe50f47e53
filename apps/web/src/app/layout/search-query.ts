/** The header search (DECISIONS.md row 13): its address, and the text it shows for the current page. */
export const SEARCH_PATH = '/search';

/** '/search?q=lab%20coat', or '/search' for a blank query. */
export function searchPath(query: string): string {
  const q = query.trim();
  return q ? `${SEARCH_PATH}?${new URLSearchParams({ q }).toString()}` : SEARCH_PATH;
}

/** On /search the box shows the address's `q`; elsewhere it is empty. */
export function searchQueryOf(pathname: string, search: string): string {
  if (pathname.replace(/\/+$/, '') !== SEARCH_PATH) return '';
  return new URLSearchParams(search).get('q') ?? '';
}
