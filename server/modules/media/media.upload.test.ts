import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { animatedGif, cameraJpeg, picture, pngBomb, svgPicture } from './media.fixtures.ts';
import { looksLikeSvg, sniffImageFormat } from './media.sniff.ts';
import { maxStoredSide, prepareUpload } from './media.upload.ts';

const now = new Date('2026-11-01T10:00:00Z');
const limits = { maxBytes: 15 * 1024 * 1024, now };

async function prepared(bytes: Buffer) {
  const result = await prepareUpload(bytes, limits);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.file;
}

describe('the type of an upload', () => {
  it('is read from its first bytes', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) expect(sniffImageFormat(await picture(format)), format).toBe(format);
    expect(sniffImageFormat(Buffer.from('GIF89'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('just some text, named photo.jpg'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
    // An ISO media file that is not AVIF (an MP4 video) is none of ours.
    expect(sniffImageFormat(Buffer.from('000000186674797069736f6d0000020069736f6d6d703432', 'hex'))).toBeNull();
  });

  it('takes JPEG, PNG, WebP, AVIF and GIF, each stored as WebP', async () => {
    for (const format of ['jpeg', 'png', 'webp', 'avif', 'gif'] as const) {
      const file = await prepared(await picture(format));
      expect(file.contentType, format).toBe('image/webp');
      expect(file).toMatchObject({ width: 64, height: 48 });
      expect((await sharp(file.bytes).metadata()).format, format).toBe('webp');
    }
  });

  it('refuses an SVG (it may carry script), text and bytes that only start like an image', async () => {
    expect(looksLikeSvg(svgPicture)).toBe(true);
    expect(await prepareUpload(svgPicture, limits)).toEqual({ ok: false, reason: 'svg' });
    expect(await prepareUpload(Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>'), limits)).toEqual({ ok: false, reason: 'svg' });
    expect(await prepareUpload(Buffer.from('Not a picture at all'), limits)).toEqual({ ok: false, reason: 'notImage' });
    const png = await picture('png');
    expect(await prepareUpload(png.subarray(0, 40), limits)).toEqual({ ok: false, reason: 'unreadable' });
    const jpeg = await picture('jpeg');
    expect(await prepareUpload(jpeg.subarray(0, jpeg.length / 2), limits)).toEqual({ ok: false, reason: 'unreadable' });
    expect(await prepareUpload(Buffer.alloc(0), limits)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('limits', () => {
  it('refuses a file over the size limit before reading it', async () => {
    const jpeg = await picture('jpeg');
    expect(await prepareUpload(jpeg, { ...limits, maxBytes: jpeg.length - 1 })).toEqual({ ok: false, reason: 'tooBig' });
    expect((await prepareUpload(jpeg, { ...limits, maxBytes: jpeg.length })).ok).toBe(true);
  });

  it('refuses a decompression bomb from its header, without decoding it', async () => {
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    const rssBefore = process.memoryUsage().rss;
    const startedAt = performance.now();
    expect(await prepareUpload(bomb, limits)).toEqual({ ok: false, reason: 'tooManyPixels' });
    // Decoded, its 400 megapixels would take 400 MB at least and seconds.
    expect(performance.now() - startedAt).toBeLessThan(1_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('takes 40 megapixels and not more', async () => {
    expect(await prepareUpload(pngBomb(6_400), limits)).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect((await prepareUpload(pngBomb(6_300), limits)).ok).toBe(true);
  });

  it('counts every frame of an animation', async () => {
    // Three frames of 16 × 12: 192 pixels each, 576 in all.
    const gif = await animatedGif();
    expect(await prepareUpload(gif, { ...limits, maxPixels: 575 })).toEqual({ ok: false, reason: 'tooManyPixels' });
    expect((await prepareUpload(gif, { ...limits, maxPixels: 576 })).ok).toBe(true);
  });

  it(`fits a large picture within ${maxStoredSide} px`, async () => {
    const file = await prepared(await picture('jpeg', { width: 4000, height: 1000 }));
    expect(file).toMatchObject({ width: maxStoredSide, height: maxStoredSide / 4 });
  });
});

describe('the stored original', () => {
  it('is upright and keeps no EXIF: no camera, no owner, no GPS position', async () => {
    const jpeg = await cameraJpeg();
    const before = await sharp(jpeg).metadata();
    expect(before).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(jpeg.includes('TabirCam')).toBe(true);

    const file = await prepared(jpeg);
    expect(file).toMatchObject({ width: 20, height: 40 });
    const after = await sharp(file.bytes).metadata();
    expect(after).toMatchObject({ width: 20, height: 40 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    for (const text of ['TabirCam', 'Taras Owner', 'Exif']) expect(file.bytes.includes(text), text).toBe(false);
  });

  it('keeps a PNG exactly (lossless WebP), whatever the name or declared type said', async () => {
    const png = await picture('png');
    const file = await prepared(png);
    const [original, stored] = await Promise.all([sharp(png).raw().toBuffer(), sharp(file.bytes).removeAlpha().raw().toBuffer()]);
    expect(stored.equals(original)).toBe(true);
  });

  it('keeps a GIF animated', async () => {
    const file = await prepared(await animatedGif());
    expect(file).toMatchObject({ contentType: 'image/gif', width: 16, height: 12 });
    expect(file.path).toMatch(/\.gif$/);
    expect((await sharp(file.bytes, { animated: true }).metadata()).pages).toBe(3);
  });

  it('is named by its content and the month of upload', async () => {
    const file = await prepared(await picture('jpeg'));
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    expect(file.sha256).toBe(sha256);
    expect(file.path).toBe(`uploads/2026/11/${sha256.slice(0, 32)}.webp`);
    expect((await prepared(await picture('jpeg'))).path).toBe(file.path);
  });
});
