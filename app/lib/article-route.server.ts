import { redirect, type RouterContextProvider } from 'react-router';
import { localeOfRequest, localizePath } from '../../common/paths.ts';
import { getArticle, listArticlePage, movedArticleSlug } from '../../server/modules/content/content.service.ts';
import { getContentBlocks } from '../../server/modules/content/landing.service.ts';
import { pageParam } from './page-param.ts';
import { getDeps } from './deps.server.ts';
import { notFound } from './not-found.ts';

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

const perPage = { news: 9, landing: 9 } as const;

/** Shared loaders of the news and landing routes; a page past the end is a 404. */
export async function loadArticleList(kind: 'news' | 'landing', { request, context }: LoaderArgs) {
  const { db, now } = getDeps(context);
  const page = pageParam(new URL(request.url));
  const result = page === null ? null : await listArticlePage(db, { kind, locale: localeOfRequest(request), page, perPage: perPage[kind], now: now() });
  return result && page !== null ? { ...result, page } : notFound();
}

export async function loadArticle(kind: 'news' | 'landing', slug: string | undefined, { request, context }: LoaderArgs) {
  const { db, now } = getDeps(context);
  const locale = localeOfRequest(request);
  const article = slug ? await getArticle(db, { kind, slug, locale, now: now() }) : null;
  if (!article) {
    // An article whose slug changed answers at its old address with its new one.
    const moved = slug ? await movedArticleSlug(db, { kind, slug }) : null;
    if (moved) throw redirect(`${localizePath(`/${kind}/${moved}`, locale)}${new URL(request.url).search}`, 301);
    return notFound();
  }
  const blocks = kind === 'landing' ? await getContentBlocks(db, { articleId: article.id, locale }) : [];
  return { ...article, blocks };
}
