import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { mediaFormats, mediaWidths, readStorageFile, resizedImage, type MediaFormat } from './media.service.ts';
import { fileStoreOf, type StorageSources } from './media.storage.ts';

const longCache = 'public, max-age=31536000, immutable';

const notFound = () => new Response(null, { status: 404 });

/** The disk and the shared store of uploads, as this request's app is configured. */
function storageSources(c: Context<AppEnv>): StorageSources {
  const { config } = c.var.deps;
  return { storageDir: config.storageDir, cacheDir: config.mediaCacheDir, store: fileStoreOf(c.var.deps) };
}

/** The storage path after a prefix, decoded once from the raw URL; null when malformed. */
function storagePath(c: Context, prefix: RegExp): string | null {
  const raw = new URL(c.req.url).pathname.replace(prefix, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** Whether the browser's Accept header names AVIF (with a quality above zero). */
const acceptsAvif = (accept: string | undefined) => /(^|,)\s*image\/avif\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[\d.]+\s*)?(,|$)/i.test(accept ?? '');

/**
 * /media/{width}/{path}[?format=jpeg|png|webp|avif]: resized raster images; without a format, AVIF
 * to browsers that accept it and WebP to the rest (so the answer varies by Accept).
 */
export const mediaRoutes = new Hono<AppEnv>().get('/:width{[0-9]+}/*', async (c) => {
  const width = Number(c.req.param('width'));
  const asked = c.req.query('format');
  const format = (asked ?? (acceptsAvif(c.req.header('accept')) ? 'avif' : 'webp')) as MediaFormat;
  const path = storagePath(c, /^\/media\/\d+\//);
  if (!(mediaWidths as readonly number[]).includes(width) || !mediaFormats.includes(format) || path === null) return notFound();
  const image = await resizedImage(storageSources(c), { width, path, format });
  if (!image) return notFound();
  return c.body(new Uint8Array(image), 200, { 'content-type': `image/${format}`, 'cache-control': longCache, ...(asked ? {} : { vary: 'Accept' }) });
});

/** The one byte range a `Range: bytes=…` header asks of a file of `size` bytes; null for none or several. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [start, end] =
    match[1] === '' ? [Math.max(0, size - Number(match[2])), size - 1] : [Number(match[1]), match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)];
  return start > end || start >= size ? 'unsatisfiable' : { start, end };
}

/**
 * A stored file as it is, when its path passes `accept`. Byte ranges are served, as browsers
 * (Safari above all) ask for them to play a video; an SVG opened on its own runs no script.
 */
async function serveStored(c: Context<AppEnv>, prefix: RegExp, accept: (path: string) => boolean) {
  const path = storagePath(c, prefix);
  const file = path === null || !accept(path) ? null : await readStorageFile(storageSources(c), path);
  if (!file) return notFound();
  const headers: Record<string, string> = { 'content-type': file.type, 'cache-control': 'public, max-age=86400', 'accept-ranges': 'bytes' };
  if (file.type === 'image/svg+xml') headers['content-security-policy'] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  const size = file.body.byteLength;
  const range = byteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'content-range': `bytes */${size}` });
  if (range) {
    return c.body(new Uint8Array(file.body.subarray(range.start, range.end + 1)), 206, {
      ...headers,
      'content-range': `bytes ${range.start}-${range.end}/${size}`,
    });
  }
  return c.body(new Uint8Array(file.body), 200, headers);
}

/** /storage/{path}: stored files as they are (svg, gif, mp4, ...). */
export const storageRoutes = new Hono<AppEnv>().get('/*', (c) => serveStored(c, /^\/storage\//, () => true));

/** /files/{path}: documents (PDF only). */
export const fileRoutes = new Hono<AppEnv>().get('/*', (c) => serveStored(c, /^\/files\//, (path) => path.toLowerCase().endsWith('.pdf')));
