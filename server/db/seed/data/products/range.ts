import type { Texts } from '../../types.ts';
import { slugify } from '../../../../../common/translit.ts';
import { lowerFirst } from '../../text.ts';
import { brandOf, type BrandSlug } from '../brands.ts';
import { materialName, type ColorSlug, type MaterialSlug, type ProtectionClass, type Season, type SizeSlug } from '../attributes.ts';
import type { Pictogram } from '../../images/pictograms.ts';

export interface ProductDraft<S> {
  uk: string;
  en: string;
  brand: BrandSlug;
  /** UAH, ending in 0 or 9 like real shop prices. */
  price: number;
  /** Grams. */
  weight: number;
  colors: ColorSlug[];
  /** Overrides the range's sizes. */
  sizes?: SizeSlug[];
  material: MaterialSlug;
  protection?: ProtectionClass;
  season?: Season;
  pictogram?: Pictogram;
  spec: S;
  /** The product's own opening lines. */
  pitch: Texts;
}

export interface RangeDefinition<S> {
  category: string;
  pictogram: Pictogram;
  skuPrefix: string;
  sizes?: SizeSlug[];
  products: ProductDraft<S>[];
  /** Second paragraph of the description, built from the specs. */
  story(product: ProductDraft<S>): Texts;
  /** Two to four feature lines; brand, material and weight are added around them. */
  specs(product: ProductDraft<S>): Texts[];
}

export interface ProductEntry {
  slug: string;
  sku: string;
  category: string;
  pictogram: Pictogram;
  name: Texts;
  description: Texts;
  features: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
  price: number;
  weight: number;
  brand: BrandSlug;
  material: MaterialSlug;
  colors: ColorSlug[];
  sizes: SizeSlug[];
  protection?: ProtectionClass;
  season?: Season;
}

export function formatNumber(value: number, locale: 'uk' | 'en', digits = 1): string {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(digits).replace(/0+$/, '').replace(/\.$/, '');
  return locale === 'uk' ? text.replace('.', ',') : text;
}

export function weightText(grams: number): Texts {
  if (grams < 1000) return { uk: `${grams} г`, en: `${grams} g` };
  const kg = grams / 1000;
  return { uk: `${formatNumber(kg, 'uk', 2)} кг`, en: `${formatNumber(kg, 'en', 2)} kg` };
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

export function defineRange<S>(range: RangeDefinition<S>): ProductEntry[] {
  return range.products.map((product, index) => {
    const brand = brandOf(product.brand);
    const material = materialName(product.material);
    const story = range.story(product);
    const weight = weightText(product.weight);
    const lines: Texts[] = [
      { uk: `Бренд: ${brand.name}`, en: `Brand: ${brand.name}` },
      { uk: `Матеріал: ${lowerFirst(material.uk)}`, en: `Material: ${material.en}` },
      ...range.specs(product),
      { uk: `Вага: ${weight.uk}`, en: `Weight: ${weight.en}` },
    ];
    return {
      slug: slugify(product.uk),
      sku: `${range.skuPrefix}-${1001 + index}`,
      category: range.category,
      pictogram: product.pictogram ?? range.pictogram,
      name: { uk: product.uk, en: product.en },
      description: {
        uk: `<p>${product.pitch.uk}</p><p>${story.uk} ${brand.blurb.uk}</p>`,
        en: `<p>${product.pitch.en}</p><p>${story.en} ${brand.blurb.en}</p>`,
      },
      features: { uk: list(lines.map((l) => l.uk)), en: list(lines.map((l) => l.en)) },
      metaTitle: { uk: `${product.uk} — купити в інтернет-магазині Табір`, en: `${product.en} — buy online | Tabir` },
      metaDescription: {
        uk: `${product.pitch.uk} Доставка Новою поштою та Укрпоштою по всій Україні.`,
        en: `${product.pitch.en} Delivered across Ukraine by Nova Poshta and Ukrposhta.`,
      },
      price: product.price,
      weight: product.weight,
      brand: product.brand,
      material: product.material,
      colors: product.colors,
      sizes: product.sizes ?? range.sizes ?? ['one-size'],
      protection: product.protection,
      season: product.season,
    };
  });
}
