import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { mediaFormats, mediaWidths, readStorageFile, resizedImage, type MediaFormat } from './media.service.ts';

const longCache = 'public, max-age=31536000, immutable';

const notFound = () => new Response(null, { status: 404 });

/** The storage path after a prefix, decoded once from the raw URL; null when malformed. */
function storagePath(c: Context, prefix: RegExp): string | null {
  const raw = new URL(c.req.url).pathname.replace(prefix, '');
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

/** /media/{width}/{path}[?format=jpeg|png]: resized raster images, WebP unless asked otherwise. */
export const mediaRoutes = new Hono<AppEnv>().get('/:width{[0-9]+}/*', async (c) => {
  const width = Number(c.req.param('width'));
  const format = (c.req.query('format') ?? 'webp') as MediaFormat;
  const path = storagePath(c, /^\/media\/\d+\//);
  if (!(mediaWidths as readonly number[]).includes(width) || !mediaFormats.includes(format) || path === null) return notFound();
  const { config } = c.var.deps;
  const image = await resizedImage({ storageDir: config.storageDir, cacheDir: config.mediaCacheDir }, { width, path, format });
  if (!image) return notFound();
  return c.body(new Uint8Array(image), 200, { 'content-type': `image/${format}`, 'cache-control': longCache });
});

/** A stored file as it is, when its path passes `accept`. */
async function serveStored(c: Context<AppEnv>, prefix: RegExp, accept: (path: string) => boolean) {
  const path = storagePath(c, prefix);
  const file = path === null || !accept(path) ? null : await readStorageFile(c.var.deps.config.storageDir, path);
  if (!file) return notFound();
  return c.body(new Uint8Array(file.body), 200, { 'content-type': file.type, 'cache-control': 'public, max-age=86400' });
}

/** /storage/{path}: stored files as they are (svg, gif, mp4, ...). */
export const storageRoutes = new Hono<AppEnv>().get('/*', (c) => serveStored(c, /^\/storage\//, () => true));

/** /files/{path}: documents (PDF only). */
export const fileRoutes = new Hono<AppEnv>().get('/*', (c) => serveStored(c, /^\/files\//, (path) => path.toLowerCase().endsWith('.pdf')));
