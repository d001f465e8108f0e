import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { forgetReadThrough } from '../../db/read-cache.ts';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { RequestHead } from '../request-head.ts';
import { pageCacheKey } from './cache-key.ts';
import { chooseEncoding, encodeBodies, type EncodedBodies, type StoredEncoding } from './encodings.ts';
import { inlineHashes, withoutNonce, type InlineHashes } from './inline-hashes.ts';
import { createVersionWatcher } from './version-watcher.ts';
import { addVary } from '../vary.ts';
import { answerEncoding } from '../compression.ts';

/** A page (or its `.data` answer) as stored: replayed headers, three encodings, its validator. */
interface StoredPage {
  headers: [string, string][];
  bodies: EncodedBodies;
  etag: string;
  /** HTML only: served with a policy of these hashes instead of a nonce (docs/decisions/013). */
  hashes: InlineHashes | null;
  size: number;
  /**
   * The headers the whole app sent with this page, by kind of answer (see `kindOf`), as flat
   * name/value lists without the request id: what the listener's fast path sends (fast-hits.ts).
   */
  sent: Map<string, string[]>;
}

/** A stored page as the node listener sends it: status, headers (no request id yet), body (none for 304 and HEAD). */
export interface StoredAnswer {
  status: 200 | 304;
  headers: readonly string[];
  body: Buffer | null;
}

export interface PageCache {
  /** A page request's answer: a stored copy, or `render`'s (stored on the way when it may be). */
  answer(c: Context<AppEnv>, render: () => Promise<Response>): Promise<Response>;
  /**
   * A stored page for the node listener, sent without the app: only when the app has already
   * sent this kind of answer of it once (and so its headers are known), else null.
   */
  storedAnswer(request: RequestHead): StoredAnswer | null;
  /** Keeps the headers of a stored page's answer as the whole app sent it (called by the listener after the app). */
  noteSent(request: Request, response: Response): void;
  /** After a request that may have written, reads the version so this process's own change shows at once. */
  afterWrites: MiddlewareHandler<AppEnv>;
  stop(): void;
}

/** Headers that belong to one answer, not to the page: set again (or left out) on every replay. */
const perAnswerHeaders = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'date', 'x-request-id', 'content-security-policy', 'set-cookie', 'x-page-cache']);
/** What a 304 repeats (RFC 9110 §15.4.5). */
const notModifiedHeaders = ['cache-control', 'etag', 'expires', 'vary', 'x-page-cache'];
const storedTypes = /^(?:text\/html|text\/x-script)/i;
/** Even a page that says it may be kept longer is rendered afresh after this (dates, specials ending). */
const longestKeepSeconds = 600;

/**
 * How long a render may be kept, or null when it must not be: only a whole 200 page or data
 * answer that calls itself public, sets no cookie and is not private, no-store or no-cache.
 * Its own shared-cache lifetime (s-maxage, else max-age) bounds the keeping.
 */
function keepMs(response: Response): number | null {
  if (response.status !== 200 || !response.body || response.headers.has('set-cookie')) return null;
  if (!storedTypes.test(response.headers.get('content-type') ?? '')) return null;
  if (response.headers.get('vary')?.trim() === '*') return null;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (!/(?:^|,)\s*public\b/.test(cacheControl) || /\b(?:private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const age = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  const seconds = age ? Number(age[1]) : 0;
  return seconds > 0 ? Math.min(seconds, longestKeepSeconds) * 1000 : null;
}

/** Weak comparison, as If-None-Match asks: `*` or any listed tag with the same opaque part. */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The stored form of a rendered page: no nonce left in it, its inline code hashed, compressed twice. */
async function storedPage(response: Response, body: Buffer, nonce: string): Promise<StoredPage | null> {
  const html = (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/html');
  let identity = body;
  let hashes: InlineHashes | null = null;
  if (html) {
    const text = withoutNonce(body.toString('utf8'), nonce);
    if (text === null) return null;
    identity = Buffer.from(text, 'utf8');
    hashes = inlineHashes(text);
  } else if (body.includes(nonce)) {
    return null;
  }
  const headers = [...response.headers].filter(([name]) => !perAnswerHeaders.has(name.toLowerCase()));
  const bodies = await encodeBodies(identity);
  const digest = createHash('sha256').update(identity).update(JSON.stringify(hashes)).update(JSON.stringify(headers)).digest('base64url');
  const size = identity.length + bodies.gzip.length + bodies.br.length + JSON.stringify(headers).length + 512;
  return { headers, bodies, etag: `W/"${digest.slice(0, 32)}"`, hashes, size, sent: new Map() };
}

/** Which answer a request for a stored page gets: 304, or the body in one encoding. */
interface AnswerKind {
  /** Method and status or encoding: answers of one kind carry the same headers. */
  name: string;
  status: 200 | 304;
  encoding: StoredEncoding;
}

function kindOf(request: RequestHead, page: StoredPage): AnswerKind {
  if (matchesEtag(request.headers.get('if-none-match') ?? undefined, page.etag)) return { name: `${request.method} 304`, status: 304, encoding: 'identity' };
  const encoding = chooseEncoding(request.headers.get('accept-encoding'));
  return { name: `${request.method} ${encoding}`, status: 200, encoding };
}

/**
 * True when the app's compression would deflate the plain copy (a client that takes deflate but
 * neither br nor gzip): such answers are left to the app.
 */
const deflatedByTheApp = (request: RequestHead, kind: AnswerKind) =>
  kind.status === 200 && kind.encoding === 'identity' && answerEncoding(request.headers.get('accept-encoding')) === 'deflate';

function replay(c: Context<AppEnv>, page: StoredPage, kind: AnswerKind): Response {
  const headers = new Headers(page.headers);
  headers.set('etag', page.etag);
  headers.set('x-page-cache', 'hit');
  addVary(headers, 'Accept-Encoding');
  // The policy middleware builds the hash-only policy from these (content-security-policy.ts).
  if (page.hashes) c.set('cspInlineHashes', page.hashes);
  if (kind.status === 304) {
    const notModified = new Headers();
    for (const name of notModifiedHeaders) {
      const value = headers.get(name);
      if (value !== null) notModified.set(name, value);
    }
    return new Response(null, { status: 304, headers: notModified });
  }
  const { encoding } = kind;
  const body = page.bodies[encoding];
  if (encoding !== 'identity') headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.length));
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}

/**
 * The page cache of one process (docs/decisions/013-page-cache.md): anonymous pages and their
 * `.data` answers, by key (cache-key.ts), dropped whole when the database's page version moves.
 * Null when PAGE_CACHE_MB is 0.
 */
export function createPageCache(deps: AppDeps): PageCache | null {
  const { config, db, logger } = deps;
  const maxSize = Math.floor(config.PAGE_CACHE_MB * 1024 * 1024);
  if (maxSize <= 0) return null;
  const pages = new LRUCache<string, StoredPage>({ maxSize, maxEntrySize: Math.max(1, Math.floor(maxSize / 4)), sizeCalculation: (page) => page.size });
  /** Renders under way, so a burst of requests for one page renders it once. */
  const rendering = new Map<string, Promise<StoredPage | null>>();
  /** Requests answered from a stored page, until the listener has seen the app's whole answer. */
  const replayed = new WeakMap<Request, { page: StoredPage; kind: AnswerKind }>();
  const watcher = createVersionWatcher({
    db,
    logger,
    listen: deps.listen,
    pollMs: config.PAGE_CACHE_POLL_MS,
    onChange: () => {
      pages.clear();
      // Shop-wide data read through a short cache (settings, menus, currencies) is stale as well.
      forgetReadThrough(db);
    },
  });

  async function renderAndKeep(c: Context<AppEnv>, key: string, render: () => Promise<Response>): Promise<Response> {
    const generation = watcher.generation;
    let settle!: (page: StoredPage | null) => void;
    const kept = new Promise<StoredPage | null>((resolve) => (settle = resolve));
    rendering.set(key, kept);
    void kept.finally(() => {
      if (rendering.get(key) === kept) rendering.delete(key);
    });
    let response: Response;
    try {
      response = await render();
    } catch (error) {
      settle(null);
      throw error;
    }
    const ttl = keepMs(response);
    if (ttl === null || !response.body) {
      settle(null);
      return response;
    }
    // The shopper gets the stream as it renders; the copy is stored once it is whole.
    const [toShopper, toStore] = response.body.tee();
    const nonce = c.var.cspNonce;
    void readAll(toStore)
      .then((body) => storedPage(response, body, nonce))
      .then((page) => {
        // A change seen while rendering: this copy may predate it, so it is not kept.
        if (!page || watcher.generation !== generation) return settle(null);
        pages.set(key, page, { ttl });
        settle(page);
      })
      .catch((error: unknown) => {
        logger.debug({ err: error }, 'page not stored');
        settle(null);
      });
    const headers = new Headers(response.headers);
    headers.set('x-page-cache', 'miss');
    return new Response(toShopper, { status: response.status, statusText: response.statusText, headers });
  }

  function replayOf(c: Context<AppEnv>, page: StoredPage): Response {
    const kind = kindOf(c.req.raw, page);
    replayed.set(c.req.raw, { page, kind });
    return replay(c, page, kind);
  }

  return {
    async answer(c, render) {
      const key = pageCacheKey(config, c.req.raw);
      if (key === null) return render();
      watcher.touch();
      if (!watcher.isCurrent()) {
        await watcher.check();
        // The version cannot be read: nothing stored can be trusted.
        if (!watcher.isCurrent()) return render();
      }
      const stored = pages.get(key);
      if (stored) return replayOf(c, stored);
      const underway = rendering.get(key);
      if (underway) {
        const page = await underway;
        return page ? replayOf(c, page) : render();
      }
      // A HEAD's render has no body to keep.
      if (c.req.method !== 'GET') return render();
      return renderAndKeep(c, key, render);
    },
    storedAnswer(request) {
      const key = pageCacheKey(config, request);
      if (key === null) return null;
      watcher.touch();
      // The version must be read first: the app's path does that.
      if (!watcher.isCurrent()) return null;
      const page = pages.get(key);
      if (!page) return null;
      const kind = kindOf(request, page);
      const headers = page.sent.get(kind.name);
      if (!headers || deflatedByTheApp(request, kind)) return null;
      const body = kind.status === 304 || request.method === 'HEAD' ? null : page.bodies[kind.encoding];
      return { status: kind.status, headers, body };
    },
    noteSent(request, response) {
      const replay = replayed.get(request);
      if (!replay) return;
      replayed.delete(request);
      const { page, kind } = replay;
      // Only an answer as the page cache made it, with nothing of one visitor's in it, is a template.
      if (response.status !== kind.status || response.headers.has('set-cookie') || deflatedByTheApp(request, kind)) return;
      if (kind.status === 200 && (response.headers.get('content-encoding') ?? 'identity') !== kind.encoding) return;
      const flat: string[] = [];
      for (const [name, value] of response.headers) if (name !== 'x-request-id' && name !== 'date') flat.push(name, value);
      page.sent.set(kind.name, flat);
    },
    afterWrites: async (c, next) => {
      await next();
      if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') await watcher.check();
    },
    stop: () => watcher.stop(),
  };
}
