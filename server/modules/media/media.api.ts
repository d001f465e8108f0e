import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { mediaWidths, readStorageFile, resizedImage } from './media.service.ts';

const longCache = 'public, max-age=31536000, immutable';

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
}

/** /media/{width}/{path}: resized raster images. */
export const mediaRoutes = new Hono<AppEnv>().get('/:width{[0-9]+}/*', async (c) => {
  const width = Number(c.req.param('width'));
  if (!(mediaWidths as readonly number[]).includes(width)) return notFound();
  const path = decodeURIComponent(c.req.path.replace(/^\/media\/\d+\//, ''));
  const { config } = c.var.deps;
  const image = await resizedImage({ storageDir: config.storageDir, cacheDir: config.mediaCacheDir }, { width, path });
  if (!image) return notFound();
  return c.body(new Uint8Array(image), 200, { 'content-type': 'image/webp', 'cache-control': longCache });
});

/** /storage/{path} (svg, gif, mp4) and /files/{path} (pdf): stored files as they are. */
export function storageRoutes(prefix: '/storage' | '/files') {
  return new Hono<AppEnv>().get('/*', async (c) => {
    const path = decodeURIComponent(c.req.path.slice(prefix.length + 1));
    const file = await readStorageFile(c.var.deps.config.storageDir, path);
    if (!file) return notFound();
    return c.body(new Uint8Array(file.body), 200, { 'content-type': file.type, 'cache-control': 'public, max-age=86400' });
  });
}
