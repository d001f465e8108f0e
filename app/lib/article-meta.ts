import type { MetaFunction } from 'react-router';
import { translator } from '../../common/i18n.ts';
import { localeOfPath } from '../../common/paths.ts';
import type { ArticleView } from '../../common/content.ts';
import { pageMeta } from './meta.ts';

export function articleListMeta(titleKey: string): MetaFunction {
  return ({ matches, location }) => pageMeta({ matches, location, title: translator(localeOfPath(location.pathname))(titleKey) });
}

export const articleMeta: MetaFunction = ({ matches, location, loaderData }) => {
  const article = loaderData as ArticleView | undefined;
  if (!article) return [];
  return pageMeta({
    matches,
    location,
    title: article.title,
    metaTitle: article.metaTitle,
    description: article.metaDescription || article.excerpt,
    image: article.cover,
    type: 'article',
  });
};
