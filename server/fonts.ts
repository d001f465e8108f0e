import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// DejaVu Sans covers Cyrillic and the hryvnia sign (₴): the order documents embed the subset they
// use, and the demo's brand pictures are drawn from its bold outlines.
const fontsDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const dejavuSans = { regular: join(fontsDir, 'DejaVuSans.ttf'), bold: join(fontsDir, 'DejaVuSans-Bold.ttf') };
