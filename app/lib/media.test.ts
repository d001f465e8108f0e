import { describe, expect, it } from 'vitest';
import { isVideo, mediaSrcSet, mediaUrl, rasterImageUrl, storageUrl } from './media.ts';

describe('URLs of stored pictures and videos', () => {
  it('sends raster images through the resizer at the asked width', () => {
    for (const path of ['products/a.jpg', 'products/a.JPEG', 'products/a.png', 'news/b.webp']) {
      expect(mediaUrl(path, 400)).toBe(`/media/400/${path}`);
    }
    expect(mediaUrl('/products/a.png', 120)).toBe('/media/120/products/a.png');
    expect(mediaSrcSet('products/a.jpg', [240, 400])).toBe('/media/240/products/a.jpg 240w, /media/400/products/a.jpg 400w');
    expect(mediaSrcSet('products/a.jpg', [64, 120], 'x')).toBe('/media/64/products/a.jpg 1x, /media/120/products/a.jpg 2x');
  });

  it('never sends svg, gif or mp4 through the resizer: they come from the storage path', () => {
    for (const path of ['brand/logo.svg', 'products/a.gif', 'products/a.GIF', 'news/clip.mp4']) {
      for (const width of [64, 400, 1600] as const) expect(mediaUrl(path, width)).toBe(`/storage/${path}`);
      expect(mediaSrcSet(path, [240, 400])).toBeUndefined();
    }
    expect(storageUrl('/news/clip.mp4')).toBe('/storage/news/clip.mp4');
  });

  it('leaves absolute URLs alone', () => {
    expect(mediaUrl('https://cdn.example/a.jpg', 400)).toBe('https://cdn.example/a.jpg');
    expect(mediaSrcSet('https://cdn.example/a.jpg', [240, 400])).toBeUndefined();
  });

  it('tells videos from pictures', () => {
    expect(isVideo('news/clip.mp4')).toBe(true);
    expect(isVideo('news/clip.MP4')).toBe(true);
    expect(isVideo('news/clip.gif')).toBe(false);
  });

  it('gives readers that take no SVG or WebP a raster copy, a gif as it is, and nothing for a video', () => {
    expect(rasterImageUrl('brand/og-image.svg', 1200, 'jpeg')).toBe('/media/1200/brand/og-image.svg?format=jpeg');
    expect(rasterImageUrl('products/a.webp', 600, 'png')).toBe('/media/600/products/a.webp?format=png');
    expect(rasterImageUrl('products/a.gif', 1200, 'jpeg')).toBe('/storage/products/a.gif');
    expect(rasterImageUrl('news/clip.mp4', 1200, 'jpeg')).toBeUndefined();
  });
});
