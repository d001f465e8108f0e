import { useTranslation } from 'react-i18next';
import type { CategoryPageView } from '../../../server/modules/catalog/catalog.pages.ts';
import { PageHeading } from '../content/page-title.tsx';
import { ProductGrid } from './product-card.tsx';
import { CategoryChips } from './category-chips.tsx';

export function CategoryPage({ category }: { category: CategoryPageView }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="container-page py-8">
      <PageHeading>{category.name}</PageHeading>
      {category.description && <p className="mt-3 max-w-3xl text-muted">{category.description}</p>}
      {category.children.length > 0 && (
        <CategoryChips categories={category.children} className="mt-6" />
      )}
      <section className="mt-8" aria-labelledby="category-products">
        <h2 id="category-products" className="sr-only">
          {t('catalog.products')}
        </h2>
        <ProductGrid products={category.products} />
      </section>
    </main>
  );
}
