import { outlinedText } from './outlined-text.ts';
import { svgDocument } from './svg.ts';

const olive = '#4f5a2a';
const ember = '#e06a1e';
const ink = '#1e1f21';

/** The mark: a tent under a mountain ridge with a campfire spark; fits a 64×64 box. */
function mark(tent: string, ridge: string): string {
  return `<path d="M4 52L22 22l8 12 10-18 20 36z" fill="${ridge}"/><path d="M18 56L34 28l16 28z" fill="${tent}"/><path d="M34 28l-5 28h10z" fill="${ridge}" opacity=".55"/><circle cx="50" cy="14" r="4" fill="${ember}"/>`;
}

function logo(tent: string, ridge: string, text: string): string {
  const body = `<g transform="translate(4 2)">${mark(tent, ridge)}</g>${outlinedText('ТАБІР', { x: 74, y: 44, size: 34, letterSpacing: 3, fill: text })}`;
  return svgDocument(240, 64, '0 0 240 64', body);
}

export interface StoredFile {
  path: string;
  content: string | Uint8Array;
}

export function brandFiles(): StoredFile[] {
  const og = [
    `<rect width="1200" height="630" fill="#f3efe6"/>`,
    `<path d="M0 470L220 250l120 140 180-220 260 300 180-160 240 200v120H0z" fill="#c9c2ad"/>`,
    `<path d="M0 540q300-80 600-10t600-20v120H0z" fill="${olive}"/>`,
    `<g transform="translate(140 150) scale(4.2)">${mark(olive, ink)}</g>`,
    outlinedText('ТАБІР', { x: 470, y: 300, size: 120, letterSpacing: 10, fill: ink }),
    outlinedText('TABIR · захист · тактика · кемпінг', { x: 474, y: 366, size: 32, fill: olive }),
  ].join('');
  const promo = (width: number, size: number) =>
    svgDocument(
      width,
      64,
      `0 0 ${width} 64`,
      `<rect width="${width}" height="64" fill="${olive}"/><g transform="translate(${width / 2 - size * 5.6} 12) scale(.62)">${mark('#f3efe6', '#c9c2ad')}</g>${outlinedText('−10 % · TABIR10', { x: width / 2 + 20, y: 42, size, anchor: 'middle', fill: '#ffffff' })}`,
    );
  const phone = `<path d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z" fill="${olive}"/>`;
  return [
    { path: 'brand/logo.svg', content: logo(olive, ink, ink) },
    { path: 'brand/logo-dark.svg', content: logo(ink, '#3a3c40', ink) },
    { path: 'brand/logo-footer.svg', content: logo('#f3efe6', '#c9c2ad', '#ffffff') },
    { path: 'brand/favicon.svg', content: svgDocument(64, 64, '0 0 64 64', `<rect width="64" height="64" rx="14" fill="#f3efe6"/>${mark(olive, ink)}`) },
    { path: 'brand/og-image.svg', content: svgDocument(1200, 630, '0 0 1200 630', og) },
    { path: 'promo/promo-desktop.svg', content: promo(1920, 28) },
    { path: 'promo/promo-mobile.svg', content: promo(768, 24) },
    { path: 'icons/phone.svg', content: svgDocument(24, 24, '0 0 24 24', phone) },
  ];
}
