import type { ArticleCardView } from '../../../common/content.ts';
import { LocalizedLink, useLocalizePath } from '../../lib/links.tsx';
import { Pagination } from '../ui/pagination.tsx';
import { StoredMedia } from '../ui/stored-media.tsx';
import { PageHeading } from '../ui/page-heading.tsx';

export function ArticleCard({ article, basePath, headingLevel = 'h2' }: { article: ArticleCardView; basePath: '/news' | '/landing'; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="relative h-full overflow-hidden rounded-lg border border-line bg-white">
      {article.cover && (
        <StoredMedia path={article.cover} size={600} width={600} height={338} alt="" loading="lazy" className="aspect-video w-full object-cover" />
      )}
      <div className="p-4">
        <time dateTime={article.publishedAt} className="text-sm text-muted">
          {article.publishedOn}
        </time>
        <Heading className="mt-1 text-lg font-semibold">
          <LocalizedLink to={`${basePath}/${article.slug}`} className="after:absolute after:inset-0 hover:underline">
            {article.title}
          </LocalizedLink>
        </Heading>
        <p className="mt-2 line-clamp-3 text-sm text-muted">{article.excerpt}</p>
      </div>
    </article>
  );
}

export function ArticleList({
  title,
  articles,
  basePath,
  page,
  pages,
}: {
  title: string;
  articles: ArticleCardView[];
  basePath: '/news' | '/landing';
  page: number;
  pages: number;
}) {
  const localize = useLocalizePath();
  return (
    <main id="main" className="container-page py-10">
      <PageHeading>{title}</PageHeading>
      <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} basePath={basePath} />
          </li>
        ))}
      </ul>
      <Pagination page={page} pages={pages} hrefFor={(n) => localize(n === 1 ? basePath : `${basePath}?page=${n}`)} />
    </main>
  );
}
