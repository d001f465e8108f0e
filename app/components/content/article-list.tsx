import { useTranslation } from 'react-i18next';
import type { ArticleCardView } from '../../../server/modules/content/content.service.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { mediaUrl } from '../../lib/media.ts';
import { PageHeading } from './page-title.tsx';

export function useDateFormat() {
  const { i18n } = useTranslation();
  return new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'uk-UA', { dateStyle: 'long', timeZone: 'Europe/Kyiv' });
}

export function ArticleList({ title, articles, basePath }: { title: string; articles: ArticleCardView[]; basePath: '/news' | '/landing' }) {
  const dateFormat = useDateFormat();
  return (
    <main id="main" className="container-page py-10">
      <PageHeading>{title}</PageHeading>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="relative overflow-hidden rounded-lg border border-line">
            {article.cover && (
              <img src={mediaUrl(article.cover, 600)} width={600} height={338} alt="" loading="lazy" className="aspect-video w-full object-cover" />
            )}
            <div className="p-4">
              <time dateTime={article.publishedAt} className="text-sm text-muted">
                {dateFormat.format(new Date(article.publishedAt))}
              </time>
              <h2 className="mt-1 text-lg font-semibold">
                <LocalizedLink to={`${basePath}/${article.slug}`} className="after:absolute after:inset-0 hover:underline">
                  {article.title}
                </LocalizedLink>
              </h2>
              <p className="mt-2 text-sm text-muted">{article.excerpt}</p>
            </div>
          </li>
        ))}
      </ul>
    </main>
  );
}
