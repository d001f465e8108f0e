import type { ProductCardView } from '../../../common/catalog.ts';
import type { SearchResults } from '../../../common/search.ts';
import { searchPath } from './search-path.ts';

/** One choice of the dropdown's listbox; `href` is locale-neutral. */
export type SearchOption = { id: string; href: string } & (
  | { kind: 'product'; product: ProductCardView }
  | { kind: 'category'; name: string }
  | { kind: 'news'; name: string; date: string }
  | { kind: 'all' }
);

/** The dropdown's options in keyboard order: products, categories, news, then "all results". */
export function searchOptions(results: SearchResults, query: string, listboxId: string): SearchOption[] {
  const options: SearchOption[] = [
    ...results.products.data.map((product) => ({ kind: 'product' as const, id: `${listboxId}-p${product.id}`, href: product.path, product })),
    ...results.categories.map((category, index) => ({ kind: 'category' as const, id: `${listboxId}-c${index}`, href: category.url, name: category.name })),
    ...results.news.data.map((news, index) => ({ kind: 'news' as const, id: `${listboxId}-n${index}`, href: news.url, name: news.name, date: news.public_date })),
  ];
  if (options.length === 0) return [];
  return [...options, { kind: 'all', id: `${listboxId}-all`, href: searchPath(query) }];
}
