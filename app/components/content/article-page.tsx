import type { ArticleView } from '../../../server/modules/content/content.service.ts';
import { mediaUrl } from '../../lib/media.ts';
import { useDateFormat } from './article-list.tsx';
import { PageHeading } from './page-title.tsx';

export function ArticlePage({ article }: { article: ArticleView }) {
  const dateFormat = useDateFormat();
  return (
    <main id="main" className="container-page max-w-4xl py-10">
      <article>
        <PageHeading>{article.title}</PageHeading>
        <time dateTime={article.publishedAt} className="mt-2 block text-muted">
          {dateFormat.format(new Date(article.publishedAt))}
        </time>
        {article.cover && (
          <img src={mediaUrl(article.cover, 1200)} width={1200} height={675} alt="" className="mt-6 aspect-video w-full rounded-lg object-cover" />
        )}
        <div className="rich-text mt-6" dangerouslySetInnerHTML={{ __html: article.body }} />
        {article.images.length > 0 && (
          <ul className="mt-8 grid grid-cols-2 gap-3 md:grid-cols-3">
            {article.images.map((image) => (
              <li key={image.path}>
                <img src={mediaUrl(image.path, 400)} width={400} height={Math.round((400 * image.height) / image.width)} alt="" loading="lazy" className="rounded" />
              </li>
            ))}
          </ul>
        )}
      </article>
    </main>
  );
}
