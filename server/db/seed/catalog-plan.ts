import { chance, createRandom, randomInt, shuffle, type Random } from './random.ts';
import { productEntries } from './data/products/all-products.ts';
import type { ProductEntry } from './data/products/range.ts';
import { categorySeeds, groupSlugs, type GroupSlug } from './data/categories.ts';
import { colorHex, type ColorSlug, type SizeSlug } from './data/attributes.ts';
import { defaultColors } from './images/pictograms.ts';

export interface PlannedOption {
  sku: string;
  size: SizeSlug;
  color: ColorSlug | null;
  price: number;
  oldPrice: number | null;
  specialPrice: number | null;
  stock: number;
  position: number;
}

export interface PlannedImage {
  path: string;
  /** Set when the picture shows one particular colour of the product. */
  color: ColorSlug | null;
  hex: string;
  view: number;
  position: number;
}

/** A product with everything the seed derives from the static data; money in kopiyky. */
export interface PlannedProduct extends ProductEntry {
  group: GroupSlug;
  priceMinor: number;
  oldPriceMinor: number | null;
  specialPriceMinor: number | null;
  featured: boolean;
  popularity: number;
  createdAt: Date;
  options: PlannedOption[];
  images: PlannedImage[];
  related: string[];
}

const day = 24 * 60 * 60 * 1000;
const surchargedSizes: readonly SizeSlug[] = ['xxl', 'xxxl', '46'];
const surchargedCategories = ['bronezhylety', 'taktychnyi-odiah', 'cherevyky'];

/** Rounds like a shop price tag: 749 ₴ under a thousand, 4 690 ₴ above. */
export function shopRound(uah: number): number {
  return uah < 1000 ? Math.max(9, Math.round(uah / 10) * 10 - 1) : Math.round(uah / 100) * 100 - 10;
}

function groupOf(category: string): GroupSlug {
  return categorySeeds.find((c) => c.slug === category)!.parent as GroupSlug;
}

function planOptions(random: Random, product: ProductEntry, prices: { old: number | null; special: number | null }, soldOut: boolean): PlannedOption[] {
  const colors: (ColorSlug | null)[] = product.colors.length > 0 ? product.colors : [null];
  const options: PlannedOption[] = [];
  for (const size of product.sizes) {
    const extra = surchargedCategories.includes(product.category) && surchargedSizes.includes(size) ? (product.price < 2000 ? 100 : 300) : 0;
    for (const color of colors) {
      options.push({
        sku: [product.sku, size.toUpperCase(), color?.toUpperCase()].filter(Boolean).join('-'),
        size,
        color,
        price: (product.price + extra) * 100,
        oldPrice: prices.old === null ? null : (prices.old + extra) * 100,
        specialPrice: prices.special === null ? null : (prices.special + extra) * 100,
        stock: soldOut || chance(random, 0.09) ? 0 : randomInt(random, 1, 40),
        position: options.length,
      });
    }
  }
  // A product that is not sold out must have something to buy.
  const [first] = options;
  if (first && !soldOut && options.every((o) => o.stock === 0)) first.stock = randomInt(random, 3, 15);
  return options;
}

/** Products whose first picture is an animated GIF, to show files served as they are. */
export const animatedImageProducts: readonly string[] = ['nizh-skladanyi-lys'];

function planImages(random: Random, product: ProductEntry): PlannedImage[] {
  const count = chance(random, 0.5) ? 4 : 3;
  const primary = product.colors[0] ? colorHex(product.colors[0]) : defaultColors[product.pictogram];
  return Array.from({ length: count }, (_, i) => {
    const color = product.colors.length > 1 ? (product.colors[i] ?? null) : null;
    return {
      path: `products/${product.slug}-${i + 1}.${i === 0 && animatedImageProducts.includes(product.slug) ? 'gif' : 'svg'}`,
      color,
      hex: color ? colorHex(color) : primary,
      view: i,
      position: i,
    };
  });
}

function pickRelated(random: Random, product: ProductEntry, all: readonly ProductEntry[]): string[] {
  const others = all.filter((p) => p.slug !== product.slug);
  const sameCategory = shuffle(random, others.filter((p) => p.category === product.category));
  const sameGroup = shuffle(random, others.filter((p) => p.category !== product.category && groupOf(p.category) === groupOf(product.category)));
  return [...sameCategory.slice(0, 2), ...sameGroup].slice(0, 4).map((p) => p.slug);
}

/** Derives prices, stock, pictures and links for every product; the same on every run for the same `now`. */
export function planCatalog(now: Date): PlannedProduct[] {
  const random = createRandom(20260322);
  const all = productEntries;
  const order = shuffle(random, all.map((p) => p.slug));
  const withOld = new Set(order.slice(0, Math.round(all.length * 0.2)));
  const withSpecial = new Set(order.slice(withOld.size, withOld.size + Math.round(all.length * 0.1)));
  const featured = new Set<string>();
  groupSlugs.forEach((group, i) => {
    const inGroup = shuffle(random, all.filter((p) => groupOf(p.category) === group));
    inGroup.slice(0, i === 0 ? 6 : 5).forEach((p) => featured.add(p.slug));
  });
  const soldOutPool = shuffle(random, all.filter((p) => !featured.has(p.slug)));
  const soldOut = new Set(soldOutPool.slice(0, Math.round(all.length * 0.08)).map((p) => p.slug));

  return all.map((product) => {
    const old = withOld.has(product.slug) ? Math.max(shopRound(product.price * (1.15 + random() * 0.2)), product.price + 10) : null;
    const special = withSpecial.has(product.slug) ? Math.min(shopRound(product.price * (0.82 + random() * 0.1)), product.price - 10) : null;
    const isFeatured = featured.has(product.slug);
    return {
      ...product,
      group: groupOf(product.category),
      priceMinor: product.price * 100,
      oldPriceMinor: old === null ? null : old * 100,
      specialPriceMinor: special === null ? null : special * 100,
      featured: isFeatured,
      popularity: randomInt(random, 2, 380) + (isFeatured ? 250 : 0),
      createdAt: new Date(now.getTime() - randomInt(random, 1, 360) * day - randomInt(random, 0, 23) * 3_600_000),
      options: planOptions(random, product, { old, special }, soldOut.has(product.slug)),
      images: planImages(random, product),
      related: pickRelated(random, product, all),
    };
  });
}
