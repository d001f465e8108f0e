import { drawPictogram, type Pictogram } from './pictograms.ts';
import { lighten, linearGradient, mix, svgDocument } from './svg.ts';
import { cyclic } from '../random.ts';

export const productImageSize = { width: 1200, height: 1200 };
export const categoryImageSize = { width: 800, height: 600 };

const hills = (color: string) =>
  `<path d="M0 74q18-10 34-4t34-6 32 4v32H0z" fill="${color}"/>`;

// Four looks per product: a front shot, a turned one, a close-up and the item "in the field".
const views = [
  (art: string, color: string) =>
    `<defs>${linearGradient('b', '#ffffff', mix(lighten(color, 0.88), '#eef0f2', 0.5))}</defs><rect width="100" height="100" fill="url(#b)"/><ellipse cx="50" cy="88" rx="30" ry="4" fill="#000" opacity=".08"/><g transform="translate(12 12) scale(.76)">${art}</g>`,
  (art: string, color: string) =>
    `<defs>${linearGradient('b', lighten(color, 0.8), lighten(color, 0.6), false)}</defs><rect width="100" height="100" fill="url(#b)"/><circle cx="78" cy="22" r="14" fill="#fff" opacity=".35"/><g transform="rotate(-12 50 50) translate(14 12) scale(.72)">${art}</g>`,
  (art: string, color: string) =>
    `<rect width="100" height="100" fill="#f6f5f1"/><circle cx="50" cy="50" r="44" fill="${lighten(color, 0.85)}" stroke="${lighten(color, 0.5)}" stroke-width=".8"/><g transform="translate(-12 -10) scale(1.24)">${art}</g>`,
  (art: string, color: string) =>
    `<defs>${linearGradient('b', '#cfe3ef', '#f4ead8')}</defs><rect width="100" height="100" fill="url(#b)"/><circle cx="22" cy="24" r="8" fill="#ffd27a"/>${hills(mix(color, '#6f8a5a', 0.7))}<g transform="translate(26 32) scale(.5)">${art}</g>`,
];

/** One product picture; index 0..3 picks the view. */
export function productImageSvg(kind: Pictogram, color: string, index: number): string {
  const view = cyclic(views, index);
  return svgDocument(productImageSize.width, productImageSize.height, '0 0 100 100', view(drawPictogram(kind, color), color));
}

export function categoryImageSvg(kind: Pictogram, color: string): string {
  const body = `<defs>${linearGradient('b', lighten(color, 0.9), lighten(color, 0.7))}</defs><rect width="160" height="120" fill="url(#b)"/><circle cx="80" cy="60" r="48" fill="#fff" opacity=".5"/><g transform="translate(38 18) scale(.84)">${drawPictogram(kind, color)}</g>`;
  return svgDocument(categoryImageSize.width, categoryImageSize.height, '0 0 160 120', body);
}
