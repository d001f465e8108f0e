import { reviewContentHash } from '../../../modules/reviews/reviews.service.ts';
import { groupSlugs, type GroupSlug } from '../data/categories.ts';
import { reviewAuthors, reviewAuthorsLatin, reviewPool } from '../data/reviews.ts';
import { chance, createRandom, pick } from '../random.ts';

/** One review as the SQL of `write.ts` reads it. */
export interface ScaleReviewRow {
  product_id: number;
  locale: 'uk' | 'en';
  author_name: string;
  text: string;
  rating: number;
  status: 'approved' | 'pending';
  content_hash: string;
  created_at: string;
}

export interface ReviewedProduct {
  k: number;
  productId: number;
  group: string;
  createdAt: string;
}

/**
 * About a third of the products get one to five reviews (few get many), mostly 4–5 stars, a
 * tenth in English, 85 % approved; texts come from the demo's pools for the product's group and
 * never repeat on one product. The same for the same number and seed.
 */
export function planScaleReviews(product: ReviewedProduct, seed: number, now: Date): ScaleReviewRow[] {
  if (!groupSlugs.includes(product.group as GroupSlug)) return [];
  const random = createRandom((Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ Math.imul(product.k, 0x165667b1)) >>> 0);
  if (!chance(random, 0.35)) return [];
  const count = 1 + Math.floor(random() ** 2 * 5);
  const pool = reviewPool(product.group as GroupSlug);
  const used = new Set<string>();
  const since = new Date(product.createdAt).getTime();
  const rows: ScaleReviewRow[] = [];
  for (let i = 0; i < count; i++) {
    const english = chance(random, 0.1);
    const rating = chance(random, 0.12) ? 3 : chance(random, 0.62) ? 5 : 4;
    const texts = (english ? (rating === 3 ? pool.englishLukewarm : pool.english) : rating === 3 ? pool.lukewarm : pool.positive).filter((t) => !used.has(t));
    if (texts.length === 0) continue;
    const text = pick(random, texts);
    used.add(text);
    const authorName = pick(random, english ? reviewAuthorsLatin : reviewAuthors);
    rows.push({
      product_id: product.productId,
      locale: english ? 'en' : 'uk',
      author_name: authorName,
      text,
      rating,
      status: chance(random, 0.85) ? 'approved' : 'pending',
      content_hash: reviewContentHash(product.productId, authorName, text),
      created_at: new Date(since + random() * Math.max(0, now.getTime() - since)).toISOString(),
    });
  }
  return rows;
}
