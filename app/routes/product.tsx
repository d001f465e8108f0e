import { useTranslation } from 'react-i18next';
import type { Route } from './+types/product';
import { localeOfRequest } from '../../common/paths.ts';
import { getDeps } from '../lib/deps.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { LocalizedLink } from '../lib/links.tsx';
import { mediaUrl } from '../lib/media.ts';
import { Price } from '../components/ui/price.tsx';
import { PageHeading } from '../components/content/page-title.tsx';
import { resolvePath } from '../../server/modules/content/content.service.ts';
import { getProductPage } from '../../server/modules/catalog/product.service.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getDeps(context);
  const locale = localeOfRequest(request);
  const target = await resolvePath(db, `${params.adapter}/${params.product}`);
  if (target?.kind !== 'product') return notFound();
  const product = await getProductPage(db, { id: target.entityId, locale });
  return product ?? notFound();
}

export const headers = cacheablePageHeaders;

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
  const { t } = useTranslation();
  const { card, images, category, description, features } = loaderData;
  return (
    <main id="main" className="container-page py-8">
      <nav aria-label={t('textPage.sections')} className="text-sm text-muted">
        <LocalizedLink to={category.path} className="underline">
          {category.name}
        </LocalizedLink>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-2">
        <div className="grid grid-cols-2 gap-2">
          {images.map((image, index) => (
            <img
              key={image.path}
              src={mediaUrl(image.path, index === 0 ? 800 : 400)}
              width={index === 0 ? 800 : 400}
              height={index === 0 ? 800 : 400}
              alt={index === 0 ? card.name : ''}
              loading={index === 0 ? 'eager' : 'lazy'}
              className={`rounded-lg bg-sand ${index === 0 ? 'col-span-2' : ''}`}
            />
          ))}
        </div>
        <div>
          <PageHeading>{card.name}</PageHeading>
          <Price fields={card} className="mt-4 text-2xl" />
          {!card.in_stock && <p className="mt-2 font-semibold text-danger">{t('product.outOfStock')}</p>}
          <div className="rich-text mt-6" dangerouslySetInnerHTML={{ __html: description }} />
          <div className="rich-text mt-4" dangerouslySetInnerHTML={{ __html: features }} />
        </div>
      </div>
    </main>
  );
}
