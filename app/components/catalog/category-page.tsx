import { useTranslation } from 'react-i18next';
import type { CategoryPageView } from '../../../server/modules/catalog/catalog.pages.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { PageHeading } from '../content/page-title.tsx';
import { ProductGrid } from './product-card.tsx';

export function CategoryPage({ category }: { category: CategoryPageView }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="container-page py-8">
      <PageHeading>{category.name}</PageHeading>
      {category.description && <p className="mt-3 max-w-3xl text-muted">{category.description}</p>}
      {category.children.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-2">
          {category.children.map((child) => (
            <li key={child.id}>
              <LocalizedLink
                to={child.path}
                className="inline-flex min-h-10 items-center rounded-full border border-line px-4 text-sm font-medium hover:border-olive-600"
              >
                {child.name}
              </LocalizedLink>
            </li>
          ))}
        </ul>
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
