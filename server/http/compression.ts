import { Duplex } from 'node:stream';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, createBrotliCompress, createDeflate, createGzip, deflate, deflateSync, gzip, gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';
import { preferredEncoding } from './accept-encoding.ts';
import { addVary } from './vary.ts';

/** Smaller answers go plain: compressing them saves less than it costs. */
const smallestCompressed = 1024;

const offered = ['br', 'gzip', 'deflate'] as const;
type AnswerEncoding = (typeof offered)[number];

/** The encoding an answer of a compressible type is sent in for this Accept-Encoding (none: plain). */
export const answerEncoding = (acceptEncoding: string | null | undefined): AnswerEncoding | undefined => preferredEncoding(acceptEncoding, offered);

/**
 * Brotli at quality 3 with a 256 KB window, for text. A product page (160 KB) comes out 31.8 KB,
 * against 30.6 KB at quality 4 and 35.1 KB with gzip's default level, for 1.7 ms of CPU against
 * 2.8 and 2.7 (docs/decisions/013).
 */
const brotliParams = { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT };

/**
 * Each piece the body passes on is flushed through at once (a page's stream passes on one piece
 * per turn of the event loop: coalescing-stream.ts), so the shell of a page reaches the browser
 * whole while its deferred data still loads; without a flush the compressor keeps the shell's tail
 * until the page ends.
 */
function compressor(encoding: AnswerEncoding): Duplex {
  if (encoding === 'br') {
    return createBrotliCompress({ flush: constants.BROTLI_OPERATION_FLUSH, params: brotliParams });
  }
  return encoding === 'gzip' ? createGzip({ flush: constants.Z_SYNC_FLUSH }) : createDeflate({ flush: constants.Z_SYNC_FLUSH });
}

const brotliWhole = promisify(brotliCompress);
const gzipWhole = promisify(gzip);
const deflateWhole = promisify(deflate);

/** Up to this size a whole body is compressed on this thread: a fraction of a millisecond, less than a trip to the thread pool. */
const largestCompressedHere = 64 * 1024;

/** A whole body in one call, no streams: here when small, else in one trip to the thread pool. */
async function compressWhole(encoding: AnswerEncoding, bytes: Uint8Array): Promise<Buffer> {
  const here = bytes.byteLength <= largestCompressedHere;
  if (encoding === 'br') {
    const options = { params: { ...brotliParams, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength } };
    return here ? brotliCompressSync(bytes, options) : brotliWhole(bytes, options);
  }
  if (encoding === 'gzip') return here ? gzipSync(bytes) : gzipWhole(bytes);
  return here ? deflateSync(bytes) : deflateWhole(bytes);
}

/**
 * The API's JSON is made whole (c.json) and never streamed: read whole, it goes plain when small
 * and is otherwise compressed in one call, with its length. Measured on a search answer of a few
 * kilobytes: the stream compressor added 1.5–3 ms between the handler's answer and its last byte.
 */
const wholeAnswer = /^application\/json\b/i;

const noTransform = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

/**
 * Compresses the answers made per request (pages not in the page cache, signed-in pages, the cart,
 * the checkout, the API) as the client asks: Brotli, gzip or deflate. Hono's compress middleware
 * knows no Brotli and does not flush. Answers already encoded (the page cache's, precompressed
 * assets), partial, small, of a type that does not compress, or marked no-transform go as they are.
 */
export const compressAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const { res } = c;
  if (c.req.method === 'HEAD' || res.status === 206 || res.headers.has('content-encoding') || res.headers.has('transfer-encoding')) return;
  const type = res.headers.get('content-type') ?? '';
  if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || noTransform.test(res.headers.get('cache-control') ?? '')) return;
  const length = res.headers.get('content-length');
  if (length !== null && Number(length) < smallestCompressed) return;
  // Whatever is chosen, the answer depends on the header.
  addVary(res.headers, 'Accept-Encoding');
  const encoding = answerEncoding(c.req.header('accept-encoding'));
  if (!encoding || !res.body) return;
  if (wholeAnswer.test(type)) {
    const bytes = new Uint8Array(await res.arrayBuffer());
    const small = bytes.byteLength < smallestCompressed;
    const body = small ? bytes : new Uint8Array(await compressWhole(encoding, bytes));
    c.res = new Response(body, res);
    c.res.headers.set('content-length', String(body.byteLength));
    if (!small) markEncoded(c.res.headers, encoding);
    return;
  }

  const body = res.body.pipeThrough(Duplex.toWeb(compressor(encoding)) as ReadableWritablePair<Uint8Array, Uint8Array>);
  c.res = new Response(body, res);
  c.res.headers.delete('content-length');
  markEncoded(c.res.headers, encoding);
};

/** An encoded answer says so, and its strong ETag (of the plain bytes) becomes weak. */
function markEncoded(headers: Headers, encoding: AnswerEncoding) {
  headers.set('content-encoding', encoding);
  const etag = headers.get('etag');
  if (etag && !etag.startsWith('W/')) headers.set('etag', `W/${etag}`);
}
