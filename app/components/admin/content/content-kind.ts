import type { ArticleKind } from '../../../../common/admin-content.ts';

/** What a content page of the back office edits: a text page, a news article or a landing. */
export type ContentKind = 'page' | ArticleKind;

/** Each kind's list in the back office (its editor is `{list}/new` and `{list}/{id}`). */
export const contentListPath: Record<ContentKind, string> = { page: '/admin/pages', news: '/admin/news', landing: '/admin/landings' };

/** The kind of a back-office address ("/admin/news/12", or its data request "/admin/news.data" → news); pages when none matches. */
export function contentKindOfPath(pathname: string): ContentKind {
  const section = pathname.toLowerCase().split('/')[2]?.replace(/\.data$/, '');
  return section === 'news' ? 'news' : section === 'landings' ? 'landing' : 'page';
}
