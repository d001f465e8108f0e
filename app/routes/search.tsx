import { redirect } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/search';
import { translator } from '../../common/i18n.ts';
import { localeOfPath, localeOfRequest, localizePath } from '../../common/paths.ts';
import { getDeps } from '../lib/deps.server.ts';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';
import { listCategoryGroups } from '../../server/modules/catalog/catalog.service.ts';
import { searchShop } from '../../server/modules/search/search.service.ts';
import { searchMaxLength, searchMinLength } from '../../common/search.ts';
import { Breadcrumbs } from '../components/catalog/breadcrumbs.tsx';
import { PageHeading } from '../components/ui/page-heading.tsx';
import { pageParam } from '../lib/page-param.ts';
import { SearchPageForm } from '../components/search/search-page-form.tsx';
import { CatalogueGroups, SearchEmpty, SearchFindings } from '../components/search/search-results.tsx';
import { searchPath } from '../components/search/search-path.ts';
import { useTrack } from '../lib/analytics.ts';

const perPage = 24;

/** /search and /search/{query}; the no-JS form's /search?query=x goes to /search/x. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfRequest(request);
  const asked = url.searchParams.get('query');
  if (params.query === undefined && asked !== null) throw redirect(localizePath(searchPath(asked), locale), 301);

  const { db, now } = getDeps(context);
  const query = (params.query ?? '').trim().slice(0, searchMaxLength);
  const page = pageParam(url);
  if (page === null || (page > 1 && query.length < searchMinLength)) return notFound();
  if (query.length < searchMinLength) return { query, page, pages: 1, results: null, groups: await listCategoryGroups(db, { locale }) };

  // Categories and news are shown with the first page of products only.
  const more = page === 1 ? {} : { categoryLimit: 0, newsLimit: 0 };
  const results = await searchShop(db, { locale, text: query, now: now(), page, perPage, categoryLimit: 12, newsLimit: 6, ...more });
  const pages = Math.max(1, Math.ceil(results.products.total / perPage));
  if (page > pages) return notFound();
  const found = results.products.total > 0 || results.categories.length > 0 || results.news.data.length > 0;
  return { query, page, pages, results, groups: found ? [] : await listCategoryGroups(db, { locale }) };
}

export const headers = cacheablePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const t = translator(localeOfPath(location.pathname));
  const query = loaderData?.query;
  // Search pages stay out of search engines' indexes.
  return pageMeta({ matches, location, title: query ? t('searchPage.title', { query }) : t('pages.search'), noindex: true });
};

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, page, pages, results, groups } = loaderData;
  const found = results && groups.length === 0;
  useTrack('search', query ? { term: query } : null, query);
  return (
    <main id="main" className="container-page py-8">
      <Breadcrumbs trail={query ? [{ name: t('pages.search'), path: '/search' }] : []} current={query || t('pages.search')} />
      <div className="mt-4">
        <PageHeading>{query ? t('searchPage.heading', { query }) : t('pages.search')}</PageHeading>
      </div>
      <SearchPageForm query={query} />
      {!query && <p className="mt-4 text-muted">{t('searchPage.intro')}</p>}
      {query && !results && <p className="mt-4 text-muted">{t('searchPage.tooShort', { min: searchMinLength })}</p>}
      {results && found && <SearchFindings query={query} results={results} page={page} pages={pages} />}
      {results && !found && <SearchEmpty query={query} groups={groups} />}
      {!results && <CatalogueGroups groups={groups} />}
    </main>
  );
}
