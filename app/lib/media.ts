import { textBefore } from '../../common/text-before.ts';

/** The widths the resizer makes (server/modules/media). */
export type MediaWidth = 64 | 120 | 240 | 400 | 600 | 800 | 1200 | 1600;

const absolute = /^https?:\/\//;
/** Vector, animated and video files: the resizer would flatten or refuse them (spec: storage path). */
const asStored = /\.(svg|gif|mp4)$/i;

const relative = (path: string) => path.replace(/^\/+/, '');

/** Whether a stored file is served as it is rather than through the resizer. */
export function isServedAsStored(path: string): boolean {
  return asStored.test(textBefore(path, /[?#]/));
}

/** Whether a stored file is a video (rendered with <video>, not <img>). */
export function isVideo(path: string): boolean {
  return /\.mp4$/i.test(textBefore(path, /[?#]/));
}

/** URL of a stored file served as it is (svg, gif, mp4). */
export function storageUrl(path: string): string {
  if (absolute.test(path)) return path;
  return `/storage/${relative(path)}`;
}

/**
 * URL of a stored picture or video for a page: raster images (jpg, png, webp) resized to one of
 * the server's widths, svg, gif and mp4 from the storage path as they are.
 */
export function mediaUrl(path: string, width: MediaWidth): string {
  if (absolute.test(path) || isServedAsStored(path)) return storageUrl(path);
  return `/media/${width}/${relative(path)}`;
}

/** `srcset` of a picture at several widths; none for files served as they are (one size only). */
export function mediaSrcSet(path: string, widths: readonly MediaWidth[], descriptor: 'w' | 'x' = 'w'): string | undefined {
  if (absolute.test(path) || isServedAsStored(path)) return undefined;
  return widths.map((width, index) => `${mediaUrl(path, width)} ${descriptor === 'w' ? `${width}w` : `${index + 1}x`}`).join(', ');
}

/**
 * A raster copy for readers that take neither SVG nor WebP (social previews, search engines'
 * logos): raster and SVG images through the resizer as JPEG or PNG, a GIF as it is; a video has none.
 */
export function rasterImageUrl(path: string, width: MediaWidth, format: 'jpeg' | 'png'): string | undefined {
  if (absolute.test(path)) return path;
  if (isVideo(path)) return undefined;
  if (/\.gif$/i.test(path)) return storageUrl(path);
  return `/media/${width}/${relative(path)}?format=${format}`;
}
