import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Await } from 'react-router';
import type { ProductCardView, ProductPageView } from '../../../common/catalog.ts';
import type { ShownReviews } from '../../../common/reviews.ts';
import { JsonLd } from '../../lib/json-ld.tsx';
import { useLocale, useRootData } from '../../lib/root-data.ts';
import { Breadcrumbs } from '../catalog/breadcrumbs.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { ProductGridPlaceholder } from '../catalog/product-grid-placeholder.tsx';
import { PageHeading } from '../ui/page-heading.tsx';
import { ProductBuyBox } from './product-buy-box.tsx';
import { ProductGallery } from './product-gallery.tsx';
import { productJsonLd } from './product-json-ld.ts';
import { DeliveryPanel, FeaturesPanel, InformationPanel } from './product-panels.tsx';
import { ProductReviews } from './product-reviews.tsx';
import { imagesFor, useProductSelection } from './product-selection.ts';
import { ProductTabs } from './product-tabs.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { useTrack } from '../../lib/analytics.ts';

/** The product's own part renders at once; its reviews and related products arrive as they stream. */
export function ProductPage({ product, reviews, related }: { product: ProductPageView; reviews: Promise<ShownReviews>; related: Promise<ProductCardView[]> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const origin = useRootData()?.origin ?? '';
  const { choose, ...selection } = useProductSelection(product);
  const { card } = product;
  const images = imagesFor(product.images, selection.color);
  useTrack('view_item', { product: card, category: product.category.name });
  return (
    <main id="main" className="container-page py-6">
      <JsonLd data={productJsonLd(product, { origin, locale })} />
      <Breadcrumbs trail={product.trail} current={card.name} />
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        {/* A new colour starts its own pictures from the first one. */}
        <ProductGallery key={selection.color?.id ?? 'all'} images={images} name={card.name} />
        <div>
          <PageHeading>{card.name}</PageHeading>
          <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
            <span className="text-muted">{t('productPage.sku', { sku: product.sku })}</span>
            {product.reviewSummary.count > 0 && (
              <a href="#reviews" className="hover:underline">
                <RatingSummary summary={product.reviewSummary} />
              </a>
            )}
          </div>
          <ProductBuyBox product={product} selection={selection} onChoose={choose} />
        </div>
      </div>
      <section aria-labelledby="product-about" className="mt-12">
        <h2 id="product-about" className="sr-only">
          {t('productPage.tabs')}
        </h2>
        <ProductTabs
          tabs={[
            { key: 'information', label: t('productPage.information'), content: <InformationPanel description={product.description} attributes={product.attributes} /> },
            { key: 'features', label: t('productPage.features'), content: <FeaturesPanel features={product.features} /> },
            { key: 'delivery', label: t('productPage.delivery'), content: <DeliveryPanel /> },
          ]}
        />
      </section>
      <ProductReviews productId={card.id} summary={product.reviewSummary} reviews={reviews} />
      {product.relatedCount > 0 && (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="mb-4 text-2xl font-black">
            {t('productPage.related')}
          </h2>
          <Suspense fallback={<ProductGridPlaceholder count={product.relatedCount} label={t('productPage.relatedLoading')} />}>
            <Await resolve={related}>{(cards) => <ProductGrid products={cards} list={{ id: 'related', name: t('productPage.related') }} />}</Await>
          </Suspense>
        </section>
      )}
    </main>
  );
}
