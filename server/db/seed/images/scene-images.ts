import { drawPictogram, type Pictogram } from './pictograms.ts';
import { linearGradient, mix, svgDocument } from './svg.ts';
import { cyclic } from '../random.ts';

export const coverSize = { width: 1200, height: 630 };
export const galleryImageSize = { width: 1200, height: 800 };

interface Palette {
  sky: [string, string];
  far: string;
  near: string;
  sun: string;
}

const palettes: Palette[] = [
  { sky: ['#f7c97e', '#f4e7d3'], far: '#8c9a7a', near: '#4f5e3c', sun: '#ffdf8f' },
  { sky: ['#9cc3de', '#e4eef3'], far: '#7d95a6', near: '#3f5a47', sun: '#fff4c9' },
  { sky: ['#2d3a5c', '#7f6f8f'], far: '#4a4f6a', near: '#23283a', sun: '#f3e9c6' },
  { sky: ['#e9b4a0', '#f6e3cf'], far: '#a48c7c', near: '#5d4b3f', sun: '#fff0d0' },
  { sky: ['#c8dfe9', '#f5f7f8'], far: '#b7c6cf', near: '#eef3f6', sun: '#ffffff' },
];

/**
 * A landscape with mountains, a sun and one pictogram: a news cover or a landing picture.
 * The variant number picks the palette and the layout, so neighbouring pictures differ.
 */
export function sceneSvg(kind: Pictogram, color: string, variant: number, size = coverSize): string {
  const w = 120;
  const h = Math.round((w * size.height) / size.width);
  const p = cyclic(palettes, variant);
  const shift = (variant * 17) % 40;
  const flip = variant % 2 === 1;
  const art = drawPictogram(kind, color);
  const artX = flip ? 18 : 62;
  const body = [
    `<defs>${linearGradient('s', p.sky[0], p.sky[1])}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#s)"/>`,
    `<circle cx="${flip ? 90 : 28}" cy="${Math.round(h * 0.3)}" r="7" fill="${p.sun}"/>`,
    `<path d="M0 ${h * 0.7}L${20 + shift / 2} ${h * 0.38}L${44 + shift / 3} ${h * 0.6}L${70 + shift / 4} ${h * 0.3}L${w} ${h * 0.62}V${h}H0z" fill="${p.far}"/>`,
    `<path d="M0 ${h * 0.82}Q${w * 0.3} ${h * 0.7} ${w * 0.55} ${h * 0.8}T${w} ${h * 0.78}V${h}H0z" fill="${mix(p.near, color, 0.15)}"/>`,
    `<g transform="translate(${artX} ${h * 0.42}) scale(.4)">${art}</g>`,
  ].join('');
  return svgDocument(size.width, size.height, `0 0 ${w} ${h}`, body);
}
