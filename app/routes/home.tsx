import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Await } from 'react-router';
import type { Route } from './+types/home';
import { localeOfRequest } from '../../common/paths.ts';
import { getDeps } from '../lib/deps.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { LocalizedLink } from '../lib/links.tsx';
import { mediaUrl } from '../lib/media.ts';
import { useRootData } from '../lib/root-data.ts';
import { ProductGrid } from '../components/catalog/product-card.tsx';
import { ArticleCard } from '../components/content/article-list.tsx';
import { CategoryChips } from '../components/catalog/category-chips.tsx';
import { listCategoryGroups, listFeaturedProducts } from '../../server/modules/catalog/catalog.service.ts';
import { listArticles } from '../../server/modules/content/content.service.ts';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { JsonLd, organizationLd } from '../lib/json-ld.tsx';
import { streamed } from '../lib/deferred.server.ts';
import type { ArticleCardView } from '../../common/content.ts';

const homeNewsCount = 3;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now, logger } = getDeps(context);
  const locale = localeOfRequest(request);
  // The news stream after the catalogue: the page does not wait for them.
  const news = streamed(listArticles(db, { kind: 'news', locale, limit: homeNewsCount, now: now() }), [], { logger, what: 'home news', signal: request.signal });
  const [groups, featured] = await Promise.all([listCategoryGroups(db, { locale }), listFeaturedProducts(db, { locale, limit: 12 })]);
  return { groups, featured, news };
}

export const headers = cacheablePageHeaders;

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location });

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const settings = useRootData()?.settings;
  const { groups, featured, news } = loaderData;
  const origin = useRootData()?.origin ?? '';
  const promo = settings?.promo[0];
  return (
    <main id="main">
      {settings && <JsonLd data={organizationLd(settings, origin)} />}
      <section className="bg-olive-900 text-white">
        <div className="container-page py-10 md:py-14">
          <h1 className="max-w-3xl text-3xl font-black leading-tight md:text-5xl">{settings?.meta_title ?? settings?.site_name}</h1>
          <p className="mt-4 max-w-2xl text-base text-white/85 md:text-lg">{settings?.meta_description}</p>
          {promo?.promobar_text && (
            <LocalizedLink
              to={promo.button_link || '/'}
              className="mt-6 inline-flex min-h-11 items-center rounded bg-coyote px-5 font-semibold text-ink hover:bg-coyote-light"
            >
              {promo.promobar_text}
            </LocalizedLink>
          )}
        </div>
      </section>

      <section className="container-page py-10" aria-labelledby="home-groups">
        <h2 id="home-groups" className="text-2xl font-bold">
          {t('home.groups')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {groups.map((group) => (
            <li key={group.id} className="rounded-lg border border-line bg-sand p-5">
              <div className="flex items-center gap-4">
                {group.image && (
                  <img src={mediaUrl(group.image, 120)} width={64} height={64} alt="" loading="lazy" className="h-16 w-16 rounded object-cover" />
                )}
                <h3 className="text-xl font-bold">
                  <LocalizedLink to={group.path} className="hover:underline">
                    {group.name}
                  </LocalizedLink>
                </h3>
              </div>
              <CategoryChips categories={group.children} className="mt-4" />
            </li>
          ))}
        </ul>
      </section>

      {featured.length > 0 && (
        <section className="container-page pb-10" aria-labelledby="home-featured">
          <h2 id="home-featured" className="mb-6 text-2xl font-bold">
            {t('home.featured')}
          </h2>
          <ProductGrid products={featured} list={{ id: 'featured', name: t('home.featured') }} />
        </section>
      )}

      <Suspense fallback={<HomeNewsPlaceholder />}>
        <Await resolve={news}>{(articles) => <HomeNews articles={articles} />}</Await>
      </Suspense>
    </main>
  );
}

function HomeNewsSection({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="bg-sand" aria-labelledby="home-news">
      <div className="container-page py-10">
        <div className="flex items-baseline justify-between gap-4">
          <h2 id="home-news" className="text-2xl font-bold">
            {t('home.news')}
          </h2>
          <LocalizedLink to="/news" className="font-semibold text-olive-700 underline">
            {t('home.allNews')}
          </LocalizedLink>
        </div>
        {children}
      </div>
    </section>
  );
}

function HomeNews({ articles }: { articles: ArticleCardView[] }) {
  if (articles.length === 0) return null;
  return (
    <HomeNewsSection>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} basePath="/news" headingLevel="h3" />
          </li>
        ))}
      </ul>
    </HomeNewsSection>
  );
}

/** Keeps the news cards' room while they stream. */
function HomeNewsPlaceholder() {
  const { t } = useTranslation();
  return (
    <HomeNewsSection>
      <div role="status" aria-busy="true">
        <span className="sr-only">{t('home.newsLoading')}</span>
        <ul aria-hidden="true" className="mt-6 grid gap-4 md:grid-cols-3">
          {Array.from({ length: homeNewsCount }, (_, index) => (
            <li key={index} className="overflow-hidden rounded-lg border border-line bg-white">
              <div className="aspect-video w-full bg-line/40" />
              <div className="p-4">
                <div className="h-5 w-24 rounded bg-line/40" />
                <div className="mt-2 h-7 rounded bg-line/40" />
                <div className="mt-2 h-16 rounded bg-line/40" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    </HomeNewsSection>
  );
}
