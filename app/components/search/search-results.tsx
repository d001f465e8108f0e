import { useTranslation } from 'react-i18next';
import type { CategoryGroupView } from '../../../common/catalog.ts';
import type { SearchResults } from '../../../common/search.ts';
import { LocalizedLink, useLocalizePath } from '../../lib/links.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { CategoryChips } from '../catalog/category-chips.tsx';
import { useDateFormat } from '../../lib/use-date-format.ts';
import { Pagination } from '../ui/pagination.tsx';
import { searchPath } from './search-path.ts';

const linkClass = 'font-semibold text-olive-700 underline hover:text-olive-900';

/** What a query found: categories, products with pages, and news; headings are h2. */
export function SearchFindings({ query, results, page, pages }: { query: string; results: SearchResults; page: number; pages: number }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const dateFormat = useDateFormat();
  const { products, categories, news } = results;
  return (
    <>
      <p role="status" className="mt-6 text-muted">
        {t('searchPage.found', { count: products.total })}
      </p>
      {categories.length > 0 && (
        <section className="mt-6" aria-labelledby="search-categories">
          <h2 id="search-categories" className="text-xl font-bold">
            {t('searchPage.categories')}
          </h2>
          <CategoryChips categories={categories.map((category) => ({ name: category.name, path: category.url }))} className="mt-3" />
        </section>
      )}
      {products.data.length > 0 && (
        <section className="mt-8" aria-labelledby="search-products">
          <h2 id="search-products" className="mb-4 text-xl font-bold">
            {t('searchPage.products')}
          </h2>
          <ProductGrid products={products.data} eagerCount={2} list={{ id: 'search', name: t('searchPage.products') }} />
          <Pagination page={page} pages={pages} hrefFor={(n) => localize(searchPath(query, n))} />
        </section>
      )}
      {news.data.length > 0 && (
        <section className="mt-10" aria-labelledby="search-news">
          <h2 id="search-news" className="text-xl font-bold">
            {t('searchPage.news')}
          </h2>
          <ul className="mt-3 space-y-3">
            {news.data.map((article) => (
              <li key={article.url}>
                <LocalizedLink to={article.url} className={linkClass}>
                  {article.name}
                </LocalizedLink>
                <time dateTime={article.public_date} className="ml-3 text-sm text-muted">
                  {dateFormat.format(new Date(`${article.public_date}T12:00:00Z`))}
                </time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Nothing found: what to try, and the catalogue's sections to browse instead. */
export function SearchEmpty({ query, groups }: { query: string; groups: CategoryGroupView[] }) {
  const { t } = useTranslation();
  return (
    <section className="mt-8 rounded-lg border border-line bg-sand p-6" aria-labelledby="search-empty">
      <h2 id="search-empty" className="text-xl font-bold">
        {t('searchPage.emptyTitle', { query })}
      </h2>
      <p className="mt-3">{t('searchPage.emptyHint')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>{t('searchPage.emptySpelling')}</li>
        <li>{t('searchPage.emptyShorter')}</li>
        <li>{t('searchPage.emptyLanguage')}</li>
        <li>{t('searchPage.emptyBrowse')}</li>
      </ul>
      <CatalogueGroups groups={groups} />
    </section>
  );
}

/** The catalogue's top sections with their categories, to browse when searching does not help. */
export function CatalogueGroups({ groups }: { groups: CategoryGroupView[] }) {
  const { t } = useTranslation();
  if (groups.length === 0) return null;
  return (
    <div className="mt-8">
      <h2 className="text-xl font-bold">{t('searchPage.groups')}</h2>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
        {groups.map((group) => (
          <li key={group.id} className="rounded-lg border border-line bg-white p-4">
            <h3 className="text-lg font-bold">
              <LocalizedLink to={group.path} className="hover:underline">
                {group.name}
              </LocalizedLink>
            </h3>
            <CategoryChips categories={group.children} className="mt-3" />
          </li>
        ))}
      </ul>
    </div>
  );
}
