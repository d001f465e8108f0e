import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { localeOfRequest, localizePath } from '../../common/paths.ts';
import { getDeps } from '../lib/deps.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { ProductPage } from '../components/product/product-page.tsx';
import { findProductAtPath } from '../../server/modules/catalog/product.page-store.ts';
import { streamed } from '../lib/deferred.server.ts';

/** The product decides the status; its reviews and related products stream after it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, logger } = getDeps(context);
  const locale = localeOfRequest(request);
  const found = await findProductAtPath(db, { path: `${params.adapter}/${params.product}`, locale });
  // A product whose slug or category changed answers at its old address with its new one.
  if (found && 'movedTo' in found) throw redirect(`${localizePath(`/${found.movedTo}`, locale)}${new URL(request.url).search}`, 301);
  if (!found) return notFound();
  const { product, reviews, related } = found;
  return {
    ...product,
    reviews: streamed(reviews, { reviews: [], days: {} }, { logger, what: 'reviews', signal: request.signal }),
    related: streamed(related, [], { logger, what: 'related products', signal: request.signal }),
  };
}

export const headers = cacheablePageHeaders;

/** Choosing a colour or size only changes the query; the product's data stays the same. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return currentUrl.pathname !== nextUrl.pathname;
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  if (!loaderData) return [];
  return pageMeta({
    matches,
    location,
    title: loaderData.card.name,
    metaTitle: loaderData.metaTitle,
    description: loaderData.metaDescription || undefined,
    image: loaderData.images[0]?.path,
    type: 'product',
  });
};

export default function Product({ loaderData }: Route.ComponentProps) {
  // Keyed by product, so moving to another product starts its gallery, tabs and reviews afresh.
  const { reviews, related, ...product } = loaderData;
  return <ProductPage key={product.card.id} product={product} reviews={reviews} related={related} />;
}
