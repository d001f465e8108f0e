import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { readOriginal, writeAtomically, type StorageSources } from './media.storage.ts';

/** Widths the storefront asks for; anything else is refused so the cache cannot be flooded. */
export const mediaWidths = [64, 120, 240, 400, 600, 800, 1200, 1600] as const;
/**
 * AVIF for browsers that say they take it, else WebP, for pages; JPEG and PNG for consumers that
 * ignore both (some social previews, e-mail).
 */
export const mediaFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaFormat = (typeof mediaFormats)[number];

const storagePathPattern = /^(?!.*\.\.)[a-z0-9][a-z0-9/_.-]*\.(svg|png|jpe?g|webp|gif|mp4|pdf)$/i;

export const storageTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};

export function isSafeStoragePath(path: string): boolean {
  return storagePathPattern.test(path);
}

const typeOf = (path: string) => storageTypes[extname(path).toLowerCase()] ?? 'application/octet-stream';

/** A stored file: from the local disk, else from the shared store (uploads: media.storage.ts). */
export async function readStorageFile(sources: StorageSources, path: string): Promise<{ body: Buffer; type: string } | null> {
  if (!isSafeStoragePath(path)) return null;
  return readOriginal(sources, path, typeOf(path));
}

const rasterSources = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);

/**
 * The stored image at the given width and format, made on first request and then served from
 * the disk cache. Null when the source does not exist or is not an image.
 */
export async function resizedImage(
  sources: StorageSources,
  { width, path, format = 'webp' }: { width: number; path: string; format?: MediaFormat },
): Promise<Buffer | null> {
  if (!isSafeStoragePath(path) || !rasterSources.has(extname(path).toLowerCase())) return null;
  const cached = join(sources.cacheDir, String(width), `${path}.${format}`);
  try {
    return await readFile(cached);
  } catch {
    // not cached yet
  }
  const source = await readOriginal(sources, path, typeOf(path));
  if (!source) return null;
  // Loaded on the first picture resized, not at start (~150 ms, ~22 MB); later calls find it loaded.
  const { default: sharp } = await import('sharp');
  const resized = sharp(source.body, { density: 144 }).resize({ width, withoutEnlargement: false });
  const output = await (format === 'jpeg'
    ? resized.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true })
    : format === 'png'
      ? resized.png()
      : format === 'avif'
        ? // A low effort: the first request of each size waits for it (then it is read from the disk).
          resized.avif({ quality: 55, effort: 2 })
        : resized.webp({ quality: 80 })
  ).toBuffer();
  // Two first requests for one image each write their own copy; the last one wins with the same bytes.
  await writeAtomically(cached, output);
  return output;
}
