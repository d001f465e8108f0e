/**
 * Query parameters that ads, newsletters and analytics add to links to the shop: campaign tags and
 * click ids (a new one on every click). No page reads them (the analytics script takes them from
 * the browser's address), so a page is the same with or without them: a listing does not take them
 * for filters, links do not carry them on, and the page cache keeps one copy for every visitor.
 */
// Ad networks' and mail tools' click ids, and Google Analytics' cross-domain linker (_ga, _gl).
const clickIds = ['fbclid', 'gclid', 'gclsrc', 'gbraid', 'wbraid', 'dclid', 'msclkid', 'yclid', 'ttclid', 'twclid', 'li_fat_id', 'igshid', 'mc_cid', 'mc_eid', '_ga', '_gl'];
const trackingParameter = new RegExp(`^(?:utm_[a-z0-9_]+|${clickIds.join('|')})$`, 'i');

// A cheap look at the raw query first: most requests carry none.
const trackingParameterInQuery = new RegExp(`(?:^\\?|&)(?:utm_|${clickIds.join('|')})`, 'i');

export function isTrackingParameter(name: string): boolean {
  return trackingParameter.test(name);
}

/** A query string (`?…` or '') without its tracking parameters; returned as it is when it has none. */
export function withoutTrackingParameters(search: string): string {
  if (!trackingParameterInQuery.test(search)) return search;
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) if (isTrackingParameter(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
