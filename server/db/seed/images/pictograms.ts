import { darken, lighten } from './svg.ts';

export type Pictogram =
  | 'vest' | 'plate' | 'helmet' | 'glove' | 'goggles' | 'kneepad' | 'headphones'
  | 'backpack' | 'pouch' | 'belt' | 'torch' | 'lantern' | 'knife' | 'jacket' | 'trousers' | 'boot'
  | 'tent' | 'sleeping-bag' | 'mat' | 'pot' | 'stove' | 'chair';

interface Paint {
  m: string;
  d: string;
  l: string;
}

const flame = '#f08a24';
const glow = '#ffe7a3';
const steel = '#cfd5da';

// Each drawing fits a 100×100 box; the caller positions and scales it.
const drawings: Record<Pictogram, (p: Paint) => string> = {
  vest: ({ m, d }) =>
    `<path d="M30 16h10q10 10 20 0h10l6 16v52q-26 6-52 0V32z" fill="${m}" stroke="${d}"/><path d="M30 46h40M30 54h40M30 62h40" stroke="${d}" stroke-width="2.5" stroke-dasharray="5 3"/><rect x="40" y="68" width="20" height="10" rx="2" fill="${d}"/>`,
  plate: ({ m, d, l }) =>
    `<path d="M28 14h44l10 14v58H18V28z" fill="${m}" stroke="${d}"/><path d="M31 21h38l7 10v48H24V31z" fill="none" stroke="${l}" stroke-width="1.5"/>`,
  helmet: ({ m, d }) =>
    `<path d="M14 66q0-46 36-46t36 46h-8l-4-6H26l-4 6z" fill="${m}" stroke="${d}"/><rect x="18" y="48" width="20" height="5" rx="2" fill="${d}"/><rect x="62" y="48" width="20" height="5" rx="2" fill="${d}"/><path d="M42 22h16v9H42z" fill="${d}"/>`,
  glove: ({ m, d, l }) =>
    `<path d="M30 88V56L20 44q-4-6 2-9l12 11V20q0-6 6-6t6 6v-6q0-6 6-6t6 6v4q0-6 6-6t6 6v8q0-6 5-6t5 6v38q0 12-8 16v8z" fill="${m}" stroke="${d}"/><path d="M46 22v22M58 20v24M70 26v20" stroke="${d}"/><rect x="30" y="78" width="42" height="10" fill="${d}"/><rect x="38" y="56" width="22" height="10" rx="3" fill="${l}"/>`,
  goggles: ({ m, d, l }) =>
    `<rect x="4" y="44" width="92" height="10" rx="3" fill="${d}"/><path d="M16 34h68q8 0 8 10v12q0 10-10 10H62l-6-8H44l-6 8H18q-10 0-10-10V44q0-10 8-10z" fill="${m}" stroke="${d}"/><ellipse cx="32" cy="50" rx="14" ry="9" fill="${l}"/><ellipse cx="68" cy="50" rx="14" ry="9" fill="${l}"/>`,
  kneepad: ({ m, d }) =>
    `<rect x="12" y="30" width="76" height="8" rx="2" fill="${d}"/><rect x="12" y="64" width="76" height="8" rx="2" fill="${d}"/><path d="M30 12h40q8 0 8 10v42q0 22-28 26-28-4-28-26V22q0-10 8-10z" fill="${m}" stroke="${d}"/><path d="M38 26h24q4 0 4 6v24q0 12-16 16-16-4-16-16V32q0-6 4-6z" fill="${d}" opacity=".45"/>`,
  headphones: ({ m, d, l }) =>
    `<path d="M20 60V46q0-32 30-32t30 32v14" fill="none" stroke="${d}" stroke-width="7"/><rect x="8" y="48" width="24" height="36" rx="9" fill="${m}" stroke="${d}"/><rect x="68" y="48" width="24" height="36" rx="9" fill="${m}" stroke="${d}"/><circle cx="20" cy="66" r="5" fill="${l}"/><circle cx="80" cy="66" r="5" fill="${l}"/>`,
  backpack: ({ m, d }) =>
    `<path d="M36 30q-4-18 14-18t14 18" stroke="${d}" stroke-width="5" fill="none"/><rect x="22" y="26" width="56" height="64" rx="12" fill="${m}" stroke="${d}"/><path d="M22 38q0-12 12-12h32q12 0 12 12v10H22z" fill="${d}" opacity=".35"/><rect x="32" y="58" width="36" height="24" rx="5" fill="${m}" stroke="${d}"/><path d="M36 66h28M36 74h28" stroke="${d}" stroke-dasharray="4 3"/>`,
  pouch: ({ m, d, l }) =>
    `<rect x="24" y="28" width="52" height="60" rx="6" fill="${m}" stroke="${d}"/><path d="M24 36q0-10 10-10h32q10 0 10 10v14H24z" fill="${d}" opacity=".4"/><rect x="42" y="42" width="16" height="8" rx="2" fill="${l}"/><path d="M30 66h40M30 74h40" stroke="${d}" stroke-dasharray="4 3"/>`,
  belt: ({ m, d, l }) =>
    `<path d="M4 44q46-10 92 0v14q-46-10-92 0z" fill="${m}" stroke="${d}"/><rect x="38" y="34" width="24" height="30" rx="4" fill="${l}" stroke="${d}" stroke-width="3"/><path d="M46 42v14" stroke="${d}" stroke-width="3"/>`,
  torch: ({ m, d, l }) =>
    `<path d="M64 40L97 22v56L64 60z" fill="${glow}" opacity=".75"/><rect x="6" y="42" width="44" height="16" rx="4" fill="${m}" stroke="${d}"/><path d="M48 36h16v28H48z" fill="${d}"/><rect x="20" y="46" width="8" height="8" rx="2" fill="${l}"/>`,
  lantern: ({ m, d }) =>
    `<path d="M42 14q8-10 16 0" stroke="${d}" stroke-width="3" fill="none"/><rect x="32" y="14" width="36" height="10" rx="3" fill="${m}" stroke="${d}"/><rect x="35" y="24" width="30" height="44" rx="4" fill="${glow}" stroke="${d}"/><path d="M50 28v36" stroke="${d}" opacity=".3"/><rect x="30" y="68" width="40" height="18" rx="4" fill="${m}" stroke="${d}"/>`,
  knife: ({ m, d }) =>
    `<rect x="6" y="44" width="42" height="14" rx="6" fill="${m}" stroke="${d}"/><circle cx="18" cy="51" r="2" fill="${d}"/><circle cx="34" cy="51" r="2" fill="${d}"/><rect x="46" y="38" width="6" height="26" rx="2" fill="${d}"/><path d="M52 44h30q12 0 16 6-4 0-16 8H52z" fill="${steel}" stroke="#6b7176"/>`,
  jacket: ({ m, d }) =>
    `<path d="M36 14l14 8 14-8 18 8 12 36-12 4-6-16v46H30V46l-6 16-12-4 12-36z" fill="${m}" stroke="${d}"/><path d="M50 22v66" stroke="${d}"/><rect x="34" y="50" width="11" height="8" rx="1" fill="${d}" opacity=".4"/><rect x="55" y="50" width="11" height="8" rx="1" fill="${d}" opacity=".4"/>`,
  trousers: ({ m, d }) =>
    `<path d="M28 10h44l6 80H56l-6-50-6 50H22z" fill="${m}" stroke="${d}"/><rect x="28" y="10" width="44" height="8" fill="${d}"/><rect x="27" y="54" width="13" height="12" rx="2" fill="${d}" opacity=".35"/><rect x="60" y="54" width="13" height="12" rx="2" fill="${d}" opacity=".35"/>`,
  boot: ({ m, d, l }) =>
    `<path d="M30 10h26v44l26 12q10 5 10 14v6H18v-6l6-4z" fill="${m}" stroke="${d}"/><rect x="16" y="86" width="78" height="7" rx="2" fill="${d}"/><path d="M34 22h18M34 30h18M34 38h18" stroke="${l}" stroke-width="2"/>`,
  tent: ({ m, d }) =>
    `<path d="M8 82L50 16l42 66z" fill="${m}" stroke="${d}"/><path d="M50 16L37 82h26z" fill="${d}" opacity=".45"/><path d="M2 84h96" stroke="${d}" stroke-width="3"/>`,
  'sleeping-bag': ({ m, d, l }) =>
    `<path d="M30 10q20-6 40 0 8 4 8 14v56q0 12-28 14-28-2-28-14V24q0-10 8-14z" fill="${m}" stroke="${d}"/><ellipse cx="50" cy="24" rx="14" ry="10" fill="${d}" opacity=".5"/><path d="M64 36v54" stroke="${l}" stroke-dasharray="3 2"/><path d="M24 50h52M24 66h52" stroke="${d}" opacity=".4"/>`,
  mat: ({ m, d }) =>
    `<rect x="22" y="34" width="66" height="36" fill="${m}" stroke="${d}"/><ellipse cx="22" cy="52" rx="10" ry="18" fill="${m}" stroke="${d}"/><ellipse cx="22" cy="52" rx="5" ry="9" fill="none" stroke="${d}"/><path d="M36 34v36M50 34v36M64 34v36M78 34v36" stroke="${d}" opacity=".3"/>`,
  pot: ({ m, d }) =>
    `<path d="M18 40h64v36q0 10-10 10H28q-10 0-10-10z" fill="${m}" stroke="${d}"/><path d="M14 40h72" stroke="${d}" stroke-width="4"/><path d="M40 34q10-8 20 0" stroke="${d}" stroke-width="3" fill="none"/><path d="M82 52h12" stroke="${d}" stroke-width="4"/>`,
  stove: ({ m, d }) =>
    `<path d="M50 10q12 12 5 22 9-3 6-13 12 14 0 26H40q-10-12 3-24 0 8 6 10-6-10 1-21z" fill="${flame}"/><rect x="28" y="44" width="44" height="8" rx="2" fill="${d}"/><path d="M30 52L16 70M70 52l14 18" stroke="${d}" stroke-width="3"/><rect x="34" y="54" width="32" height="36" rx="8" fill="${m}" stroke="${d}"/>`,
  chair: ({ m, d }) =>
    `<path d="M24 20h52v34H24z" fill="${m}" stroke="${d}"/><path d="M18 54h64l-4 10H22z" fill="${m}" stroke="${d}"/><path d="M26 64L72 92M74 64L28 92" stroke="${d}" stroke-width="4"/><path d="M16 44h14M70 44h14" stroke="${d}" stroke-width="4"/>`,
};

/** The pictogram as an SVG fragment in a 100×100 box, painted in the given colour. */
export function drawPictogram(kind: Pictogram, color: string): string {
  const paint = { m: color, d: darken(color, 0.5), l: lighten(color, 0.55) };
  return `<g stroke-width="2" stroke-linejoin="round" stroke-linecap="round">${drawings[kind](paint)}</g>`;
}

/** A colour that reads as the product when it has no colour of its own. */
export const defaultColors: Record<Pictogram, string> = {
  vest: '#5b6330', plate: '#3b3f44', helmet: '#5b6330', glove: '#1e1f21', goggles: '#1e1f21', kneepad: '#5b6330',
  headphones: '#5b6330', backpack: '#8a6a43', pouch: '#5b6330', belt: '#1e1f21', torch: '#1e1f21', lantern: '#2f6b3c',
  knife: '#1e1f21', jacket: '#5b6330', trousers: '#5b6330', boot: '#8a6a43', tent: '#2f6b3c', 'sleeping-bag': '#e06a1e',
  mat: '#2c62ad', pot: '#8f969c', stove: '#7c8084', chair: '#2f6b3c',
};
