import { chance, createRandom, pick, randomInt, shuffle } from './random.ts';
import { reviewAuthors, reviewAuthorsLatin, reviewPool } from './data/reviews.ts';
import type { PlannedProduct } from './catalog-plan.ts';

export interface PlannedReview {
  productSlug: string;
  locale: 'uk' | 'en';
  authorName: string;
  text: string;
  rating: number;
  status: 'approved' | 'pending';
  createdAt: Date;
}

const reviewedProducts = 50;
const totalReviews = 120;

/** About 120 reviews over 50 products, mostly 4–5 stars, chosen the same way on every run. */
export function planReviews(products: PlannedProduct[], now: Date): PlannedReview[] {
  const random = createRandom(777_2026);
  const chosen = shuffle(random, products).slice(0, reviewedProducts);
  // A count for each chosen product, at its place.
  const counts = chosen.map(() => 1);
  for (let left = totalReviews - chosen.length; left > 0; ) {
    const i = randomInt(random, 0, chosen.length - 1);
    const count = counts[i]!;
    if (count < 5) {
      counts[i] = count + 1;
      left--;
    }
  }
  return chosen.flatMap((product, i) => {
    const pool = reviewPool(product.group);
    const used = new Set<string>();
    // Never the same text twice on one product.
    const fresh = (texts: string[]) => {
      const text = pick(random, texts.filter((t) => !used.has(t)));
      used.add(text);
      return text;
    };
    return Array.from({ length: counts[i]! }, (): PlannedReview => {
      const english = chance(random, 0.1);
      let rating = chance(random, 0.12) ? 3 : chance(random, 0.62) ? 5 : 4;
      let texts = english ? (rating === 3 ? pool.englishLukewarm : pool.english) : rating === 3 ? pool.lukewarm : pool.positive;
      if (!texts.some((t) => !used.has(t))) {
        rating = 4;
        texts = english ? pool.english : pool.positive;
      }
      const text = fresh(texts);
      const since = product.createdAt.getTime();
      return {
        productSlug: product.slug,
        locale: english ? 'en' : 'uk',
        authorName: pick(random, english ? reviewAuthorsLatin : reviewAuthors),
        text,
        rating,
        status: chance(random, 0.85) ? 'approved' : 'pending',
        createdAt: new Date(since + random() * (now.getTime() - since)),
      };
    });
  });
}
