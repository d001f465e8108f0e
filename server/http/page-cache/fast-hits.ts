import type { IncomingHttpHeaders, IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { parse } from 'hono/utils/cookie';
import { localeCookie } from '../../../common/locales.ts';
import { isUnderMaintenance } from '../../modules/settings/settings.maintenance.ts';
import { isAllowedRequest } from '../allowed-hosts.ts';
import type { AppDeps } from '../app-env.ts';
import { homeSendsToEnglish } from '../redirects.ts';
import type { RequestHead } from '../request-head.ts';
import { logRequest, requestIdOf } from '../request-log.ts';
import type { PageCache, StoredAnswer } from './page-cache.ts';

/** One header of a node request as a fetch `Headers` gives it (repeated ones joined). */
function headerOf(headers: IncomingHttpHeaders, name: string): string | null {
  const value = headers[name];
  if (value === undefined) return null;
  return typeof value === 'string' ? value : value.join(', ');
}

/**
 * The request as the shared rules read it, or null when only the app may answer it: not a GET or
 * HEAD, no Host, or a target the node adapter would refuse or rewrite (absolute form, backslash).
 */
function requestHead(incoming: IncomingMessage): RequestHead | null {
  const { method, url, headers } = incoming;
  if ((method !== 'GET' && method !== 'HEAD') || !url || url[0] !== '/' || url[1] === '/' || url.includes('\\') || !headers.host) return null;
  return {
    method,
    // As @hono/node-server builds it for a plain HTTP listener, so both paths key a page alike.
    url: `http://${headers.host}${url}`,
    headers: { get: (name) => headerOf(headers, name), has: (name) => headers[name] !== undefined },
  };
}

/** `/` may send this shopper to /en (server/http/redirects.ts): that answer is the app's. */
function redirectedHome(incoming: IncomingMessage): boolean {
  const { url, method, headers } = incoming;
  if (method !== 'GET' || !(url === '/' || url!.startsWith('/?'))) return false;
  const cookie = headers.cookie ? parse(headers.cookie, localeCookie)[localeCookie] : undefined;
  return homeSendsToEnglish(cookie, headers['accept-language'], headers['user-agent']);
}

function send(deps: AppDeps, incoming: IncomingMessage, outgoing: ServerResponse, head: RequestHead, answer: StoredAnswer, startedAt: number) {
  const requestId = requestIdOf(headerOf(incoming.headers, 'x-request-id'));
  outgoing.writeHead(answer.status, [...answer.headers, 'x-request-id', requestId]);
  outgoing.end(answer.body ?? undefined);
  // The same line the app writes for every request, at the same level.
  if (deps.logger.isLevelEnabled('info')) logRequest(deps.logger.child({ requestId }), { method: head.method, url: head.url, status: answer.status, startedAt });
}

/**
 * The node listener's fast path (docs/decisions/013-page-cache.md): an anonymous GET or HEAD of a
 * page the cache holds is answered from memory with the headers the app sent for that kind of
 * answer, before any Request, Response or middleware is made. Everything else, and any request a
 * rule of the app would answer otherwise (a host not allowed, `/` sending a shopper to /en, the
 * shop closed for maintenance, a session, a miss), goes to `app` as it came.
 */
export function withFastHits(deps: AppDeps, pageCache: PageCache, app: RequestListener): RequestListener {
  const { config } = deps;
  return (incoming, outgoing) => {
    const startedAt = performance.now();
    let head: RequestHead | null = null;
    let answer: StoredAnswer | null = null;
    try {
      head = requestHead(incoming);
      if (head && isAllowedRequest(config, head) && !redirectedHome(incoming)) answer = pageCache.storedAnswer(head);
    } catch {
      // Whatever this path cannot read, the app answers (and reports) in full.
      answer = null;
    }
    if (!answer || !head) return app(incoming, outgoing);
    const found = answer;
    const asked = head;
    // The one rule of a closed shop (read through the settings cache); unreadable, the app decides.
    isUnderMaintenance(deps)
      .then(
        (closed) => (closed ? app(incoming, outgoing) : send(deps, incoming, outgoing, asked, found, startedAt)),
        () => app(incoming, outgoing),
      )
      // Never an unhandled rejection (it would end the process): the answer is cut short instead.
      .catch((error: unknown) => {
        deps.logger.error({ err: error }, 'page cache hit failed');
        outgoing.destroy();
      });
  };
}
