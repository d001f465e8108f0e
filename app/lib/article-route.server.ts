import type { RouterContextProvider } from 'react-router';
import { localeOfRequest } from '../../common/paths.ts';
import { getArticle, listArticles } from '../../server/modules/content/content.service.ts';
import { getDeps } from './deps.server.ts';
import { notFound } from './not-found.ts';

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/** Shared loaders of the news and landing routes. */
export async function loadArticleList(kind: 'news' | 'landing', { request, context }: LoaderArgs) {
  const { db, now } = getDeps(context);
  return { articles: await listArticles(db, { kind, locale: localeOfRequest(request), limit: 60, now: now() }) };
}

export async function loadArticle(kind: 'news' | 'landing', slug: string | undefined, { request, context }: LoaderArgs) {
  const { db, now } = getDeps(context);
  const article = slug ? await getArticle(db, { kind, slug, locale: localeOfRequest(request), now: now() }) : null;
  return article ?? notFound();
}
