import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { brandFiles } from './brand-images.ts';
import { outlinedText } from './outlined-text.ts';

/** The corners of the box every point of a path's data lies in (fontkit writes coordinate pairs only). */
function boundsOf(pathElement: string) {
  const data = /d="([^"]*)"/.exec(pathElement)![1]!;
  const numbers = (data.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, index) => index % 2 === 0);
  const ys = numbers.filter((_, index) => index % 2 === 1);
  return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
}

describe('the demo brand pictures', () => {
  const pictures = brandFiles().filter((file) => file.path.startsWith('brand/') || file.path.startsWith('promo/'));

  it('draw their lettering as outlines, so no device sets it in a font of its own', () => {
    expect(pictures.map((file) => file.path)).toContain('brand/logo.svg');
    for (const file of pictures) expect(String(file.content), file.path).not.toMatch(/<text[\s>]/);
  });

  it('keep the wordmark inside the logo and the banner line inside the sharing picture', () => {
    const lastPathOf = (path: string) => String(pictures.find((file) => file.path === path)!.content).match(/<path [^>]*>/g)!.at(-1)!;
    const wordmark = boundsOf(lastPathOf('brand/logo.svg'));
    // Right of the mark (it ends at x = 64), within the 240 × 64 box.
    expect(wordmark.left).toBeGreaterThan(64);
    expect(wordmark.right).toBeLessThanOrEqual(240);
    expect(wordmark.top).toBeGreaterThanOrEqual(0);
    expect(wordmark.bottom).toBeLessThanOrEqual(64);
    expect(boundsOf(lastPathOf('brand/og-image.svg')).right).toBeLessThan(1200);
  });

  it('centre a line on its anchor', () => {
    const centred = boundsOf(outlinedText('−10 % · TABIR10', { x: 400, y: 42, size: 24, anchor: 'middle', fill: '#fff' }));
    expect(Math.abs((centred.left + centred.right) / 2 - 400)).toBeLessThan(3);
  });

  it('render in librsvg with the lettering drawn', async () => {
    const logo = pictures.find((file) => file.path === 'brand/logo.svg')!;
    const { data, info } = await sharp(Buffer.from(String(logo.content))).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 80; x < info.width; x++) if (data[(y * info.width + x) * info.channels + 3]! > 0) inked++;
    }
    // The mark ends at x = 64; everything opaque right of it is the wordmark.
    expect(inked).toBeGreaterThan(500);
  });
});
