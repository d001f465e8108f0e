import { useTranslation } from 'react-i18next';
import type { Route } from './+types/news-list';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { articleListMeta } from '../lib/article-meta.ts';
import { loadArticleList } from '../lib/article-route.server.ts';
import { ArticleList } from '../components/content/article-list.tsx';

export const loader = (args: Route.LoaderArgs) => loadArticleList('news', args);
export const headers = cacheablePageHeaders;
export const meta = articleListMeta('pages.news');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { articles, page, pages } = loaderData;
  return <ArticleList title={t('pages.news')} articles={articles} basePath="/news" page={page} pages={pages} />;
}
