import { redirect } from 'react-router';
import type { Route } from './+types/adapter';
import { localeOfRequest, localizePath } from '../../common/paths.ts';
import { getDeps } from '../lib/deps.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { TextPage } from '../components/content/text-page.tsx';
import { CategoryPage } from '../components/catalog/category-page.tsx';
import { boundsInBase, listingSearch, priceCurrencyOf, readListingQuery } from '../components/catalog/listing-url.ts';
import { listingMeta } from '../components/catalog/listing-meta.ts';
import { pageParam } from '../lib/page-param.ts';
import { getTextPage } from '../../server/modules/content/content.service.ts';
import { resolveOrMovedPath } from '../../server/modules/catalog/paths.service.ts';
import { getCategoryListing } from '../../server/modules/catalog/listing.service.ts';
import { listCurrencies } from '../../server/modules/settings/settings.service.ts';
import { baseCurrency, fallbackBaseCurrency, offeredCurrencyCode, wholeRecount } from '../../common/currency.ts';

const productsPerPage = 24;

/** `/{adapter}`: a category or a text page, whichever the path table says. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getDeps(context);
  const locale = localeOfRequest(request);
  const target = await resolveOrMovedPath(db, params.adapter);
  // A category or text page whose slug changed answers at its old address with its new one.
  if (target?.movedTo) throw redirect(`${localizePath(`/${target.movedTo}`, locale)}${new URL(request.url).search}`, 301);
  if (target?.kind === 'page') {
    const page = await getTextPage(db, { id: target.entityId, locale });
    if (page) return { kind: 'page' as const, page };
  }
  if (target?.kind === 'category') {
    // A page that is not a number, below 1 or past the last one does not exist.
    const url = new URL(request.url);
    const page = pageParam(url);
    if (page === null) return notFound();
    // The filter form sent before scripts ran, with bounds in the shopper's currency: the URL keeps hryvnias.
    const typedIn = priceCurrencyOf(url.searchParams);
    if (typedIn) {
      const currencies = Object.fromEntries((await listCurrencies(db)).list.map((currency) => [currency.code, currency]));
      const code = offeredCurrencyCode(typedIn, currencies);
      const base = currencies[baseCurrency] ?? fallbackBaseCurrency;
      const query = readListingQuery(url.searchParams);
      // Not the base: one of `currencies`.
      const inBase = code === baseCurrency ? query : boundsInBase(query, (amount, bound) => wholeRecount(amount, currencies[code]!, base, bound));
      throw redirect(`${url.pathname}${listingSearch(inBase)}`);
    }
    const { filters, sort } = readListingQuery(url.searchParams);
    const listing = await getCategoryListing(db, { categoryId: target.entityId, locale, filters, sort, page, perPage: productsPerPage });
    if (listing) return { kind: 'category' as const, listing };
  }
  return notFound();
}

export const headers = cacheablePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  if (!loaderData) return [];
  if (loaderData.kind === 'page') {
    const { page } = loaderData;
    return pageMeta({ matches, location, title: page.title, metaTitle: page.metaTitle, description: page.metaDescription || undefined });
  }
  return listingMeta({ matches, location, listing: loaderData.listing });
};

export default function Adapter({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'page' ? <TextPage page={loaderData.page} /> : <CategoryPage listing={loaderData.listing} />;
}
