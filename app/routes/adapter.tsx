import type { Route } from './+types/adapter';
import { localeOfRequest } from '../../common/paths.ts';
import { getDeps } from '../lib/deps.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { TextPage } from '../components/content/text-page.tsx';
import { CategoryPage } from '../components/catalog/category-page.tsx';
import { resolvePath, getTextPage } from '../../server/modules/content/content.service.ts';
import { getCategoryPage } from '../../server/modules/catalog/catalog.pages.ts';

/** `/{adapter}`: a category or a text page, whichever the path table says. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { db } = getDeps(context);
  const locale = localeOfRequest(request);
  const target = await resolvePath(db, params.adapter);
  if (target?.kind === 'page') {
    const page = await getTextPage(db, { id: target.entityId, locale });
    if (page) return { kind: 'page' as const, page };
  }
  if (target?.kind === 'category') {
    const category = await getCategoryPage(db, { id: target.entityId, locale, limit: 24 });
    if (category) return { kind: 'category' as const, category };
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
  const { category } = loaderData;
  return pageMeta({ matches, location, title: category.name, metaTitle: category.metaTitle, description: category.metaDescription || category.description });
};

export default function Adapter({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'page' ? <TextPage page={loaderData.page} /> : <CategoryPage category={loaderData.category} />;
}
