import { createHash } from 'node:crypto';
import type { Metadata, OutputInfo } from 'sharp';
import type { NewStoredFile } from './media.storage.ts';
import { looksLikeSvg, sniffImageFormat, type UploadFormat } from './media.sniff.ts';
import type { UploadLimits } from '../../../common/admin-media.ts';
import type { Config } from '../../config.ts';

/**
 * The most pixels an upload may have (all frames of an animation together): 40 megapixels is a
 * 7300 × 5500 photo, more than any product picture needs, and about 160 MB once decoded. A file
 * that declares more (a "decompression bomb": a few kilobytes unpacking to gigabytes) is refused
 * from its header, before anything is decoded.
 */
export const maxUploadPixels = 40_000_000;
/** The stored original's longest side: twice the widest picture the storefront shows (1600 px). */
export const maxStoredSide = 3200;
/** Files one request may carry. */
export const maxFilesPerUpload = 20;

/** The limits as the back office's upload fields show them. */
export const uploadLimitsOf = (config: Pick<Config, 'UPLOAD_MAX_MB'>): UploadLimits => ({
  maxMegabytes: config.UPLOAD_MAX_MB,
  maxMegapixels: maxUploadPixels / 1_000_000,
  filesPerUpload: maxFilesPerUpload,
});

export type UploadRefusal = 'empty' | 'tooBig' | 'svg' | 'notImage' | 'tooManyPixels' | 'unreadable';

/** An upload as stored, and as the API answers it. */
export interface StoredUpload {
  path: string;
  width: number;
  height: number;
  content_type: string;
  size: number;
}

export type PreparedUpload = { ok: true; file: NewStoredFile & { width: number; height: number } } | { ok: false; reason: UploadRefusal };

// sharp's names of what it read, per sniffed format (AVIF is read by its HEIF loader).
const sharpFormats: Record<UploadFormat, string> = { jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'heif', gif: 'gif' };

const pixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message);

/**
 * Checks an uploaded file and makes the original the shop keeps. Its type comes from its bytes;
 * an SVG (it may carry script) and anything but JPEG, PNG, WebP, AVIF and GIF are refused, and so
 * is a file over `maxBytes` or over `maxPixels` (all frames together, read from the header). The
 * original is turned upright by its EXIF orientation, stripped of all metadata (EXIF with its GPS
 * position, XMP, comments), fitted within `maxStoredSide` and stored as WebP (lossless from PNG
 * and still GIF, whose flat colours and transparency lossy coding smears; quality 90 from photos),
 * or as GIF when animated. Its path is its hash: `uploads/{yyyy}/{mm}/{sha256 prefix}.{webp|gif}`.
 */
export async function prepareUpload(
  bytes: Buffer,
  { maxBytes, maxPixels = maxUploadPixels, now }: { maxBytes: number; maxPixels?: number; now: Date },
): Promise<PreparedUpload> {
  if (bytes.byteLength === 0) return { ok: false, reason: 'empty' };
  if (bytes.byteLength > maxBytes) return { ok: false, reason: 'tooBig' };
  const format = sniffImageFormat(bytes);
  if (!format) return { ok: false, reason: looksLikeSvg(bytes) ? 'svg' : 'notImage' };

  // Loaded on the first upload, not at start (see media.service.ts).
  const { default: sharp } = await import('sharp');
  const options = { limitInputPixels: maxPixels, failOn: 'error' as const };
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch (error) {
    return { ok: false, reason: pixelLimitError(error) ? 'tooManyPixels' : 'unreadable' };
  }
  if (metadata.format !== sharpFormats[format] || (format === 'avif' && metadata.compression !== 'av1')) return { ok: false, reason: 'notImage' };
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !frameHeight) return { ok: false, reason: 'unreadable' };
  if (metadata.width * frameHeight * frames > maxPixels) return { ok: false, reason: 'tooManyPixels' };

  const animated = format === 'gif' && frames > 1;
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { ...options, animated })
      .autoOrient()
      .resize({ width: maxStoredSide, height: maxStoredSide, fit: 'inside', withoutEnlargement: true });
    // No withMetadata(): sharp writes no EXIF, XMP or IPTC unless asked to.
    const encoded = animated ? image.gif() : format === 'png' || format === 'gif' ? image.webp({ lossless: true }) : image.webp({ quality: 90 });
    output = await encoded.toBuffer({ resolveWithObject: true });
  } catch (error) {
    return { ok: false, reason: pixelLimitError(error) ? 'tooManyPixels' : 'unreadable' };
  }

  const sha256 = createHash('sha256').update(output.data).digest('hex');
  const extension = animated ? 'gif' : 'webp';
  const month = `${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  return {
    ok: true,
    file: {
      path: `uploads/${month}/${sha256.slice(0, 32)}.${extension}`,
      contentType: `image/${extension}`,
      bytes: output.data,
      width: output.info.width,
      height: animated ? (output.info.pageHeight ?? output.info.height) : output.info.height,
      sha256,
    },
  };
}

/** What the API tells of a stored upload. */
export function describeUpload(file: NewStoredFile & { width: number; height: number }): StoredUpload {
  return { path: file.path, width: file.width, height: file.height, content_type: file.contentType, size: file.bytes.byteLength };
}
