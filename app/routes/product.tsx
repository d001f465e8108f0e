import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/product';
import { localeOfRequest, localizePath } from '../../common/paths.ts';
import { getDeps } from '../lib/deps.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { ProductPage } from '../components/product/product-page.tsx';
import { resolveOrMovedPath } from '../../server/modules/catalog/paths.service.ts';
import { getProductPage, listRelatedProducts } from '../../server/modules/catalog/product.service.ts';
import { listApprovedReviews } from '../../server/modules/reviews/reviews.service.ts';
import { streamed } from '../lib/deferred.server.ts';
import { withShownDays } from '../../common/reviews.ts';

/** The product decides the status; its reviews and related products stream after it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db, logger } = getDeps(context);
  const locale = localeOfRequest(request);
  const target = await resolveOrMovedPath(db, `${params.adapter}/${params.product}`);
  // A product whose slug or category changed answers at its old address with its new one.
  if (target?.movedTo) throw redirect(`${localizePath(`/${target.movedTo}`, locale)}${new URL(request.url).search}`, 301);
  if (target?.kind !== 'product') return notFound();
  const product = await getProductPage(db, { id: target.entityId, locale });
  if (!product) return notFound();
  const productId = product.card.id;
  return {
    ...product,
    reviews: streamed(
      listApprovedReviews(db, { productId }).then((reviews) => withShownDays(reviews, locale)),
      { reviews: [], days: {} },
      { logger, what: 'reviews', signal: request.signal },
    ),
    related: streamed(listRelatedProducts(db, { productId, locale }), [], { logger, what: 'related products', signal: request.signal }),
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
