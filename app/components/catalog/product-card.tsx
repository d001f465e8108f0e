import { useTranslation } from 'react-i18next';
import type { ProductCardView } from '../../../common/catalog.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { mediaUrl } from '../../lib/media.ts';
import { Price } from '../ui/price.tsx';

export function ProductCard({ product, eager = false }: { product: ProductCardView; eager?: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-line bg-white p-3 transition-shadow hover:shadow-md">
      <div className="relative aspect-square overflow-hidden rounded bg-sand">
        {product.image && (
          <img
            src={mediaUrl(product.image, 400)}
            srcSet={`${mediaUrl(product.image, 240)} 240w, ${mediaUrl(product.image, 400)} 400w, ${mediaUrl(product.image, 600)} 600w`}
            sizes="(min-width: 1200px) 16vw, (min-width: 768px) 25vw, 50vw"
            width={400}
            height={400}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            className="h-full w-full object-cover transition-transform group-hover:scale-105"
          />
        )}
        {!product.in_stock && (
          <span className="absolute left-2 top-2 rounded bg-ink/85 px-2 py-1 text-xs font-semibold text-white">{t('product.outOfStock')}</span>
        )}
      </div>
      <h3 className="mt-3 line-clamp-2 text-sm font-semibold leading-snug">
        <LocalizedLink to={product.path} className="after:absolute after:inset-0 hover:underline">
          {product.name}
        </LocalizedLink>
      </h3>
      {product.colors > 1 && <p className="mt-1 text-xs text-muted">{t('product.colors', { count: product.colors })}</p>}
      <div className="mt-auto pt-2">
        <Price fields={product} />
      </div>
    </article>
  );
}

export function ProductGrid({ products }: { products: ProductCardView[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5 min-[1500px]:grid-cols-6">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 2} />
        </li>
      ))}
    </ul>
  );
}
