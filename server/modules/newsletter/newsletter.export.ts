/** The headers of the subscribers' CSV download: a file named by the Kyiv day, never kept by a cache. */
export function csvDownloadHeaders(now: Date): Record<string, string> {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  };
}
