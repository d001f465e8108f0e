import type { AttributeValueView, CategoryLinkView } from '../../../common/catalog.ts';

export type SizeChartKind = 'clothing' | 'gloves' | 'helmets' | 'boots';

/** A measurement in centimetres, or a range of them. */
export type Measure = number | readonly [number, number];

export interface SizeChart {
  /** Column keys under `sizeGuide.<kind>`. */
  columns: readonly string[];
  rows: Readonly<Record<string, readonly Measure[]>>;
}

// Typical Ukrainian and EU sizing; a shop with its own patterns would edit these numbers.
export const sizeCharts: Record<SizeChartKind, SizeChart> = {
  clothing: {
    columns: ['chest', 'waist'],
    rows: {
      xs: [[82, 88], [66, 72]],
      s: [[88, 94], [72, 78]],
      m: [[94, 100], [78, 84]],
      l: [[100, 106], [84, 90]],
      xl: [[106, 112], [90, 96]],
      xxl: [[112, 118], [96, 102]],
      xxxl: [[118, 124], [102, 108]],
    },
  },
  gloves: {
    columns: ['hand', 'length'],
    rows: {
      xs: [[15, 17], [16, 17]],
      s: [[17, 19], [17, 18]],
      m: [[19, 21], [18, 19]],
      l: [[21, 23], [19, 20]],
      xl: [[23, 25], [20, 21]],
      xxl: [[25, 27], [21, 22]],
      xxxl: [[27, 29], [22, 23]],
    },
  },
  helmets: {
    columns: ['head'],
    rows: { s: [[52, 54]], m: [[54, 57]], l: [[57, 60]], xl: [[60, 63]], xxl: [[63, 65]] },
  },
  boots: {
    columns: ['foot'],
    // The Paris point: EU size = (foot length + 1.5 cm) × 1.5.
    rows: { 38: [23.8], 39: [24.5], 40: [25.2], 41: [25.8], 42: [26.5], 43: [27.2], 44: [27.8], 45: [28.5], 46: [29.2], 47: [29.8] },
  },
};

/** Categories whose letter sizes are not clothing sizes. */
const letterChartOf: Record<string, SizeChartKind> = { '/rukavychky': 'gloves', '/sholomy': 'helmets' };

/** Which chart fits the product's sizes; null when none does (one size, or sizes no chart knows). */
export function sizeChartKind(sizes: AttributeValueView[], trail: CategoryLinkView[]): SizeChartKind | null {
  const kind: SizeChartKind = sizes.some((size) => /^\d+$/.test(size.slug))
    ? 'boots'
    : (trail.map((category) => letterChartOf[category.path]).find(Boolean) ?? 'clothing');
  return sizes.some((size) => size.slug in sizeCharts[kind].rows) ? kind : null;
}
