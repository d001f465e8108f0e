import { slugify } from '../../../../common/translit.ts';
import { shopRound } from '../catalog-plan.ts';
import { brands } from '../data/brands.ts';
import { weightText } from '../data/products/range.ts';
import { chance, createRandom, cyclic, pick, randomInt, shuffle, type Random } from '../random.ts';
import { lowerFirst } from '../text.ts';
import type { Texts } from '../types.ts';
import { generatedSku, type ScaleCategory, type ScaleDonor } from './donors.ts';
import { scaleModels, scaleNouns, scaleSeries } from './words.ts';

/** One generated product as the SQL of `write.ts` reads it (snake_case: it travels as JSON). */
export interface ScaleProductRow {
  k: number;
  sku: string;
  slug: string;
  category_id: number;
  category_slug: string;
  group_slug: string;
  donor_id: number;
  brand_value_id: number | null;
  price: number;
  old_price: number | null;
  special_price: number | null;
  weight: number;
  popularity: number;
  created_at: string;
  sold_out: boolean;
  related: number[];
  name_uk: string;
  name_en: string;
  description_uk: string;
  description_en: string;
  features_uk: string;
  features_en: string;
  meta_title_uk: string;
  meta_title_en: string;
  meta_description_uk: string;
  meta_description_en: string;
}

const day = 24 * 60 * 60 * 1000;

/**
 * The product's own random stream: the same number and seed give the same product whatever
 * batch it is planned in.
 */
export function productRandom(seed: number, k: number): Random {
  return createRandom((Math.imul(seed, 0x9e3779b1) ^ Math.imul(k, 0x85ebca6b)) >>> 0);
}

/**
 * Model, series and number follow from the product's number alone, one to one (48 models × 12
 * series, then the number goes up), so names and slugs never repeat.
 */
function modelOf(k: number): { model: string; series: (typeof scaleSeries)[number]; number: number } {
  const index = k - 1;
  return {
    model: cyclic(scaleModels, index),
    series: cyclic(scaleSeries, Math.floor(index / scaleModels.length)),
    number: Math.floor(index / (scaleModels.length * scaleSeries.length)) + 1,
  };
}

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function describe(name: Texts, pitch: Texts, donor: ScaleDonor, brandName: string | null, brandSlug: string | null, weight: number) {
  const blurb = brands.find((brand) => brand.slug === brandSlug)?.blurb;
  const material = donor.material;
  const grams = weightText(weight);
  const lines = (locale: 'uk' | 'en') => [
    ...(brandName ? [locale === 'uk' ? `Бренд: ${brandName}` : `Brand: ${brandName}`] : []),
    ...(material ? [locale === 'uk' ? `Матеріал: ${lowerFirst(material.uk)}` : `Material: ${material.en}`] : []),
    locale === 'uk' ? `Вага: ${grams.uk}` : `Weight: ${grams.en}`,
  ];
  const by = (locale: 'uk' | 'en') => (brandName ? (locale === 'uk' ? ` від ${brandName}` : ` by ${brandName}`) : '');
  const made = material ? { uk: ` Основний матеріал — ${lowerFirst(material.uk)}.`, en: ` Made mainly of ${lowerFirst(material.en)}.` } : { uk: '', en: '' };
  return {
    description_uk: `<p>${name.uk}${by('uk')}. ${pitch.uk}${made.uk}</p>${blurb ? `<p>${blurb.uk}</p>` : ''}`,
    description_en: `<p>${name.en}${by('en')}. ${pitch.en}${made.en}</p>${blurb ? `<p>${blurb.en}</p>` : ''}`,
    features_uk: list(lines('uk')),
    features_en: list(lines('en')),
    meta_title_uk: `${name.uk} — купити в інтернет-магазині Табір`,
    meta_title_en: `${name.en} — buy online | Tabir`,
    meta_description_uk: `${pitch.uk} Доставка Новою поштою та Укрпоштою по всій Україні.`,
    meta_description_en: `${pitch.en} Delivered across Ukraine by Nova Poshta and Ukrposhta.`,
  };
}

/**
 * Generated product number `k`: a category chosen at random, a product of the shop's own in it
 * to copy sizes, colours, pictures and filters from, a brand seen in the category, a price near
 * the copied product's (a fifth with an old price, a tenth on special), 8 % sold out.
 */
export function planScaleProduct(k: number, seed: number, categories: ScaleCategory[], now: Date): ScaleProductRow {
  const random = productRandom(seed, k);
  const category = pick(random, categories);
  const donor = pick(random, category.donors);
  const brandDonor = pick(random, category.donors);
  const noun = pick(random, scaleNouns[category.slug] ?? [category.name]);
  const { model, series, number } = modelOf(k);
  const name = { uk: `${noun.uk} ${model} ${series.name} ${number}`, en: `${model} ${series.name} ${number} ${noun.en}` };

  const price = shopRound((donor.price / 100) * (0.7 + random() * 0.7));
  const offer = random();
  const oldPrice = offer < 0.2 ? Math.max(shopRound(price * (1.15 + random() * 0.2)), price + 10) : null;
  const specialPrice = offer >= 0.2 && offer < 0.3 ? Math.min(shopRound(price * (0.82 + random() * 0.1)), price - 10) : null;
  const weight = Math.max(10, Math.round((donor.weight * (0.85 + random() * 0.35)) / 10) * 10);
  const created = now.getTime() - randomInt(random, 1, 720) * day - randomInt(random, 0, 23) * 3_600_000;

  return {
    k,
    sku: generatedSku(donor.skuPrefix, k),
    slug: slugify(name.uk),
    category_id: category.id,
    category_slug: category.slug,
    group_slug: category.group,
    donor_id: donor.id,
    brand_value_id: brandDonor.brandValueId,
    price: price * 100,
    old_price: oldPrice === null ? null : oldPrice * 100,
    special_price: specialPrice === null || specialPrice < 9 ? null : specialPrice * 100,
    weight,
    popularity: Math.floor(random() ** 3 * 400),
    created_at: new Date(created).toISOString(),
    sold_out: chance(random, 0.08),
    related: shuffle(random, category.donors.map((d) => d.id)).slice(0, 4),
    name_uk: name.uk,
    name_en: name.en,
    ...describe(name, series.pitch, donor, brandDonor.brandName, brandDonor.brandSlug, weight),
  };
}
