import { openSync, type Font } from 'fontkit';
import { dejavuSans } from '../../../fonts.ts';

/**
 * The demo's wordmarks and banner lines as outlines of DejaVu Sans Bold (the font the order
 * documents use). A picture's `<text>` is set in whatever font each device has, so the logo would
 * look different everywhere, and a browser looks fonts up for it while it lays out the first screen.
 */
let bold: Font | undefined;

function boldFont(): Font {
  bold ??= openSync(dejavuSans.bold) as Font;
  return bold;
}

export interface TextPlacement {
  /** Where the line starts, or its middle with `anchor: 'middle'`. */
  x: number;
  /** The baseline. */
  y: number;
  size: number;
  letterSpacing?: number;
  anchor?: 'start' | 'middle';
  fill: string;
}

/** One line of text as a single `<path>`, placed as an SVG `<text>` with the same attributes would be. */
export function outlinedText(text: string, { x, y, size, letterSpacing = 0, anchor = 'start', fill }: TextPlacement): string {
  const font = boldFont();
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const advances = run.positions.map((position) => position.xAdvance * scale + letterSpacing);
  const width = advances.reduce((sum, advance) => sum + advance, 0) - letterSpacing;
  let pen = anchor === 'middle' ? x - width / 2 : x;
  const outlines = run.glyphs.map((glyph, index) => {
    const position = run.positions[index]!;
    const outline = glyph.path.transform(scale, 0, 0, -scale, pen + position.xOffset * scale, y - position.yOffset * scale).toSVG();
    pen += advances[index]!;
    return outline;
  });
  return `<path d="${outlines.join('')}" fill="${fill}"/>`;
}
