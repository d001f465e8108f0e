// The active categories and published news held in memory with their names' search vectors, so
// a search finds them without a statement: a shop has some hundreds at most, and on the embedded
// database that statement held its one thread, which the cards' statement waited for, in every
// first search (docs/decisions/025).
// It matches and ranks as the text-search query did: a name in any language matching every unit,
// the whole name equal to the query, a name starting with it, a match without typos, ts_rank.
import type { Locale } from '../../../common/locales.ts';
import { evaluate, lexemeMatcher, type HeadQuery } from './search.index.ts';
import { tsQueryOperands } from './search.plan.ts';
import { rankQueryOf, textRank, type RankQuery } from './search.text-rank.ts';
import { parseTsvector, parseTsvectorPositions, type Lexeme, type PositionedLexeme } from './search.tsvector.ts';

/** One translation of an active category or a published news article, as the store reads it. */
export interface NamedRow {
  kind: 'category' | 'news';
  id: number;
  locale: Locale;
  /** The name, or the news article's title. */
  name: string;
  /** tabir_search_phrase of the name: what a typed phrase is compared with. */
  phrase: string;
  /** The name's search vector as text. */
  vector: string;
  slug: string;
  /** The category's place in the catalogue (0 for news). */
  position: number;
  publishedAt: Date | null;
}

interface Translation {
  locale: Locale;
  name: string;
  phrase: string;
  lexemes: Lexeme[];
  vector: PositionedLexeme[];
}

interface Named {
  id: number;
  slug: string;
  position: number;
  publishedAt: Date | null;
  translations: Translation[];
}

interface Hit {
  named: Named;
  name: string;
  exact: boolean;
  starts: boolean;
  strict: boolean;
  rank: number;
}

export interface NamedResults {
  categories: { name: string; slug: string }[];
  news: { title: string; slug: string; publishedAt: Date }[];
}

const byRelevance = (a: Hit, b: Hit) => Number(b.exact) - Number(a.exact) || Number(b.starts) - Number(a.starts) || Number(b.strict) - Number(a.strict) || b.rank - a.rank;

export class NamedSearchIndex {
  private readonly categories: Named[];
  private readonly news: Named[];

  constructor(rows: NamedRow[]) {
    const byKind = { category: new Map<number, Named>(), news: new Map<number, Named>() };
    for (const row of rows) {
      const ofKind = byKind[row.kind];
      let named = ofKind.get(row.id);
      if (!named) ofKind.set(row.id, (named = { id: row.id, slug: row.slug, position: row.position, publishedAt: row.publishedAt, translations: [] }));
      named.translations.push({ locale: row.locale, name: row.name, phrase: row.phrase, lexemes: parseTsvector(row.vector), vector: parseTsvectorPositions(row.vector) });
    }
    this.categories = [...byKind.category.values()];
    this.news = [...byKind.news.values()];
  }

  /** The best categories and news published by `now`, named in `locale`: those without a name in it are left out. */
  find(query: HeadQuery, { locale, categoryLimit, newsLimit, now }: { locale: Locale; categoryLimit: number; newsLimit: number; now: Date }): NamedResults {
    const { operands, conjunctive } = tsQueryOperands(query.units);
    const rankQuery = rankQueryOf(operands, conjunctive);
    const hitsOf = (list: Named[]) => list.flatMap((named) => hitOf(named, query, rankQuery, locale) ?? []);
    const categories = hitsOf(this.categories)
      .sort((a, b) => byRelevance(a, b) || a.named.position - b.named.position || a.named.id - b.named.id)
      .slice(0, categoryLimit);
    const news = hitsOf(this.news.filter(({ publishedAt }) => publishedAt !== null && publishedAt <= now))
      .sort((a, b) => byRelevance(a, b) || b.named.publishedAt!.getTime() - a.named.publishedAt!.getTime() || a.named.id - b.named.id)
      .slice(0, newsLimit);
    return {
      categories: categories.map(({ named, name }) => ({ name, slug: named.slug })),
      news: news.map(({ named, name }) => ({ title: name, slug: named.slug, publishedAt: named.publishedAt! })),
    };
  }
}

/** How one category or article matches: through any of its names, each name ranked on its own, the best counting. */
function hitOf(named: Named, query: HeadQuery, rankQuery: RankQuery, locale: Locale): Hit | null {
  const shown = named.translations.find((translation) => translation.locale === locale);
  if (!shown) return null;
  let hit: Hit | null = null;
  for (const translation of named.translations) {
    const matcher = lexemeMatcher(translation.lexemes);
    if (evaluate(query.units, true, false, matcher) !== true) continue;
    hit ??= { named, name: shown.name, exact: false, starts: false, strict: false, rank: -Infinity };
    hit.exact ||= translation.phrase === query.phrase;
    hit.starts ||= translation.phrase.startsWith(query.phrase);
    hit.strict ||= evaluate(query.units, false, false, matcher) === true;
    hit.rank = Math.max(hit.rank, textRank(translation.vector, rankQuery));
  }
  return hit;
}
