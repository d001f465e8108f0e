import type { Texts } from '../types.ts';
import { brands } from './brands.ts';

export interface AttributeValueSeed {
  slug: string;
  name: Texts;
  hex?: string;
}

export interface AttributeSeed {
  code: string;
  type: 'select' | 'color' | 'size';
  name: Texts;
  values: readonly AttributeValueSeed[];
}

const same = (name: string): Texts => ({ uk: name, en: name });

export const sizeValues = [
  ...['xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'].map((slug) => ({ slug, name: same(slug.toUpperCase()) })),
  ...['39', '40', '41', '42', '43', '44', '45', '46'].map((slug) => ({ slug, name: same(slug) })),
  { slug: 'one-size', name: { uk: 'Універсальний', en: 'One size' } },
] as const satisfies readonly AttributeValueSeed[];

export const colorValues = [
  { slug: 'olive', hex: '#5b6330', name: { uk: 'Олива', en: 'Olive' } },
  { slug: 'coyote', hex: '#8a6a43', name: { uk: 'Койот', en: 'Coyote' } },
  { slug: 'black', hex: '#1e1f21', name: { uk: 'Чорний', en: 'Black' } },
  { slug: 'camouflage', hex: '#7b7651', name: { uk: 'Камуфляж', en: 'Camouflage' } },
  { slug: 'grey', hex: '#7c8084', name: { uk: 'Сірий', en: 'Grey' } },
  { slug: 'navy', hex: '#1f2b47', name: { uk: 'Темно-синій', en: 'Navy' } },
  { slug: 'orange', hex: '#e06a1e', name: { uk: 'Помаранчевий', en: 'Orange' } },
  { slug: 'green', hex: '#2f6b3c', name: { uk: 'Зелений', en: 'Green' } },
  { slug: 'sand', hex: '#c6b38a', name: { uk: 'Пісочний', en: 'Sand' } },
  { slug: 'red', hex: '#b3261e', name: { uk: 'Червоний', en: 'Red' } },
  { slug: 'blue', hex: '#2c62ad', name: { uk: 'Синій', en: 'Blue' } },
] as const satisfies readonly AttributeValueSeed[];

export const materialValues = [
  { slug: 'nylon-500d', name: { uk: 'Нейлон 500D', en: '500D nylon' } },
  { slug: 'nylon-1000d', name: { uk: 'Нейлон 1000D', en: '1000D nylon' } },
  { slug: 'ripstop', name: { uk: 'Ріпстоп', en: 'Ripstop' } },
  { slug: 'polyester', name: { uk: 'Поліестер', en: 'Polyester' } },
  { slug: 'softshell', name: { uk: 'Софтшел', en: 'Softshell' } },
  { slug: 'fleece', name: { uk: 'Фліс', en: 'Fleece' } },
  { slug: 'poly-cotton', name: { uk: 'Бавовна з поліестером', en: 'Poly-cotton' } },
  { slug: 'aramid', name: { uk: 'Арамід', en: 'Aramid' } },
  { slug: 'uhmwpe', name: { uk: 'Надвисокомолекулярний поліетилен', en: 'UHMWPE' } },
  { slug: 'ceramic', name: { uk: 'Кераміка', en: 'Ceramic composite' } },
  { slug: 'armour-steel', name: { uk: 'Броньована сталь', en: 'Armour steel' } },
  { slug: 'stainless-steel', name: { uk: 'Нержавна сталь', en: 'Stainless steel' } },
  { slug: 'carbon-steel', name: { uk: 'Вуглецева сталь', en: 'Carbon steel' } },
  { slug: 'titanium', name: { uk: 'Титан', en: 'Titanium' } },
  { slug: 'aluminium', name: { uk: 'Алюміній', en: 'Aluminium' } },
  { slug: 'leather', name: { uk: 'Натуральна шкіра', en: 'Leather' } },
  { slug: 'synthetic-leather', name: { uk: 'Синтетична шкіра', en: 'Synthetic leather' } },
  { slug: 'polycarbonate', name: { uk: 'Полікарбонат', en: 'Polycarbonate' } },
  { slug: 'abs-plastic', name: { uk: 'ABS-пластик', en: 'ABS plastic' } },
  { slug: 'down', name: { uk: 'Гусячий пух', en: 'Goose down' } },
  { slug: 'synthetic-fill', name: { uk: 'Синтетичний утеплювач', en: 'Synthetic insulation' } },
  { slug: 'eva-foam', name: { uk: 'Спінений EVA', en: 'EVA foam' } },
  { slug: 'tpu-nylon', name: { uk: 'Нейлон з TPU-покриттям', en: 'TPU-coated nylon' } },
] as const satisfies readonly AttributeValueSeed[];

export const protectionClassValues = [
  { slug: 'iiia', name: same('IIIA') },
  { slug: 'iii', name: same('III') },
  { slug: 'iii-plus', name: same('III+') },
  { slug: 'iv', name: same('IV') },
] as const satisfies readonly AttributeValueSeed[];

export const seasonValues = [
  { slug: 'summer', name: { uk: 'Літо', en: 'Summer' } },
  { slug: 'three-season', name: { uk: 'Три сезони', en: 'Three-season' } },
  { slug: 'winter', name: { uk: 'Зима', en: 'Winter' } },
] as const satisfies readonly AttributeValueSeed[];

export type SizeSlug = (typeof sizeValues)[number]['slug'];
export type ColorSlug = (typeof colorValues)[number]['slug'];
export type MaterialSlug = (typeof materialValues)[number]['slug'];
export type ProtectionClass = (typeof protectionClassValues)[number]['slug'];
export type Season = (typeof seasonValues)[number]['slug'];

export const attributeSeeds: readonly AttributeSeed[] = [
  { code: 'size', type: 'size', name: { uk: 'Розмір', en: 'Size' }, values: sizeValues },
  { code: 'color', type: 'color', name: { uk: 'Колір', en: 'Colour' }, values: colorValues },
  { code: 'brand', type: 'select', name: { uk: 'Бренд', en: 'Brand' }, values: brands.map((b) => ({ slug: b.slug, name: same(b.name) })) },
  { code: 'material', type: 'select', name: { uk: 'Матеріал', en: 'Material' }, values: materialValues },
  { code: 'protection-class', type: 'select', name: { uk: 'Клас захисту (NIJ)', en: 'Protection level (NIJ)' }, values: protectionClassValues },
  { code: 'season', type: 'select', name: { uk: 'Сезон', en: 'Season' }, values: seasonValues },
];

export function colorHex(slug: ColorSlug): string {
  return colorValues.find((c) => c.slug === slug)!.hex;
}

export function materialName(slug: MaterialSlug): Texts {
  return materialValues.find((m) => m.slug === slug)!.name;
}
