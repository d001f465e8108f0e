/** The `page` query parameter as a page number: 1 when absent, null when it is not a positive integer. */
export function pageParam(url: URL): number | null {
  const raw = url.searchParams.get('page');
  if (raw === null) return 1;
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}
