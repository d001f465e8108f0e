import type { Texts } from './types.ts';
import type { Pictogram } from './images/pictograms.ts';
import { coverSize, galleryImageSize } from './images/scene-images.ts';
import { newsFirstHalf } from './data/news-first-half.ts';
import { newsSecondHalf } from './data/news-second-half.ts';
import { landingSeeds, type BlockSeed } from './data/landings.ts';
import { cyclic } from './random.ts';

export interface PlannedPicture {
  path: string;
  width: number;
  height: number;
  pictogram: Pictogram;
  color: string;
  variant: number;
}

export interface PlannedBlock extends Omit<BlockSeed, 'picture'> {
  position: number;
  image: PlannedPicture | null;
}

export interface PlannedArticle {
  kind: 'news' | 'landing';
  slug: string;
  publishedAt: Date;
  cover: PlannedPicture;
  images: PlannedPicture[];
  title: Texts;
  excerpt: Texts;
  body: Texts;
  metaTitle: Texts;
  metaDescription: Texts;
  blocks: PlannedBlock[];
}

const day = 24 * 60 * 60 * 1000;

/** Keeps the written date unless it is not yet in the past for this run; then spaces items out before `now`. */
function publicationDate(iso: string, now: Date, index: number, total: number): Date {
  const date = new Date(iso);
  return date < now ? date : new Date(now.getTime() - (total - index) * 3 * day);
}

const meta = (title: Texts, excerpt: Texts) => ({
  metaTitle: { uk: `${title.uk} | Табір`, en: `${title.en} | Tabir` },
  metaDescription: excerpt,
});

export function planArticles(now: Date): PlannedArticle[] {
  const news = [...newsFirstHalf, ...newsSecondHalf].sort((a, b) => a.date.localeCompare(b.date));
  const plannedNews = news.map((item, index): PlannedArticle => {
    const picture = (path: string, variant: number, size = coverSize): PlannedPicture => ({
      path,
      ...size,
      pictogram: cyclic(item.pictograms, variant),
      color: item.color,
      variant: index + variant,
    });
    const count = index % 2 === 0 ? 3 : 2;
    return {
      kind: 'news',
      slug: item.slug,
      publishedAt: publicationDate(item.date, now, index, news.length),
      // The newest article's cover is an animated GIF, to show files served as they are.
      cover: picture(`news/${item.slug}.${index === news.length - 1 ? 'gif' : 'svg'}`, 0),
      images: Array.from({ length: count }, (_, i) => picture(`news/${item.slug}-${i + 1}.svg`, i + 1, galleryImageSize)),
      title: item.title,
      excerpt: item.excerpt,
      body: item.body,
      ...meta(item.title, item.excerpt),
      blocks: [],
    };
  });

  const plannedLandings = landingSeeds.map((landing, index): PlannedArticle => ({
    kind: 'landing',
    slug: landing.slug,
    publishedAt: publicationDate(landing.date, now, index, landingSeeds.length),
    cover: { path: `landings/${landing.slug}.svg`, ...coverSize, pictogram: landing.gallery[0], color: landing.color, variant: index },
    images: landing.gallery.map((pictogram, i) => ({
      path: `landings/${landing.slug}-${i + 1}.svg`,
      ...galleryImageSize,
      pictogram,
      color: landing.color,
      variant: index + i + 1,
    })),
    title: landing.title,
    excerpt: landing.excerpt,
    body: landing.body,
    ...meta(landing.title, landing.excerpt),
    blocks: landing.blocks.map(({ picture, ...block }, position) => ({
      ...block,
      position,
      image: picture
        ? { path: `landings/${landing.slug}-block-${position + 1}.svg`, ...galleryImageSize, pictogram: picture, color: landing.color, variant: position + 2 }
        : null,
    })),
  }));
  return [...plannedNews, ...plannedLandings];
}
