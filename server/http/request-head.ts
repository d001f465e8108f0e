/**
 * What the rules read of a request before any body: its method, absolute URL and headers. A
 * fetch `Request` is one; so is the node listener's view of an incoming request (the page
 * cache's fast path, server/http/page-cache/fast-hits.ts), so both paths share one rule each.
 */
export interface RequestHead {
  readonly method: string;
  readonly url: string;
  readonly headers: { get(name: string): string | null; has(name: string): boolean };
}
