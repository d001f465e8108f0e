import type { Route } from './+types/news-article';
import { cacheablePageHeaders } from '../lib/http-cache.ts';
import { articleMeta } from '../lib/article-meta.ts';
import { loadArticle } from '../lib/article-route.server.ts';
import { ArticlePage } from '../components/content/article-page.tsx';

export const loader = (args: Route.LoaderArgs) => loadArticle('news', args.params.article, args);
export const headers = cacheablePageHeaders;
export const meta = articleMeta;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ArticlePage article={loaderData} />;
}
