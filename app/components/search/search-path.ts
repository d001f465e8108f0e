/**
 * The results page of a query ("/search/намет", locale-neutral). Lower case, as the server would
 * redirect to it anyway; a slash would split the path, so it becomes a space.
 */
export function searchPath(query: string, page = 1): string {
  const text = query.replace(/\//g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  const path = text ? `/search/${encodeURIComponent(text)}` : '/search';
  return page > 1 ? `${path}?page=${page}` : path;
}
