import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StoredMedia } from './stored-media.tsx';

const render = (props: Parameters<typeof StoredMedia>[0]) => renderToStaticMarkup(createElement(StoredMedia, props));

describe('a stored picture or video', () => {
  it('renders a raster image through the resizer with its srcset', () => {
    const html = render({ path: 'products/a.jpg', size: 400, widths: [240, 400], alt: '', width: 400, height: 400 });
    expect(html).toContain('<img ');
    expect(html).not.toContain('<video');
    expect(html).toContain('src="/media/400/products/a.jpg"');
    expect(html).toContain('srcSet="/media/240/products/a.jpg 240w, /media/400/products/a.jpg 400w"');
  });

  it('renders a gif from the storage path, with no srcset', () => {
    const html = render({ path: 'products/a.gif', size: 400, widths: [240, 400], alt: 'Knife', width: 400, height: 400 });
    expect(html).toContain('<img ');
    expect(html).not.toContain('<video');
    expect(html).toContain('src="/storage/products/a.gif"');
    expect(html).not.toContain('srcSet');
    expect(html).toContain('alt="Knife"');
  });

  it('renders an mp4 as an inline video that never starts by itself', () => {
    const player = render({ path: 'news/clip.mp4', size: 1200, controls: true, alt: 'The tent pitched in a minute', width: 1200, height: 675, className: 'w-full' });
    expect(player).toMatch(/^<video /);
    expect(player).toContain('src="/storage/news/clip.mp4"');
    expect(player).toContain('controls=""');
    expect(player).toContain('playsInline=""');
    expect(player).toContain('preload="metadata"');
    expect(player).toContain('aria-label="The tent pitched in a minute"');
    expect(player).toContain('class="w-full"');
    expect(player).not.toContain('autoplay');
    expect(player).not.toContain('aria-hidden');

    // A preview (a card, a thumbnail) shows the first frame, hidden from screen readers and the tab order.
    const preview = render({ path: 'news/clip.mp4', size: 400, alt: '', width: 400, height: 400 });
    expect(preview).not.toContain('controls');
    expect(preview).toContain('aria-hidden="true"');
    expect(preview).toContain('tabindex="-1"');
  });
});
