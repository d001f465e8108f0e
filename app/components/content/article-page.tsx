import type { ArticleView, ContentBlockView } from '../../../common/content.ts';
import { StoredMedia } from '../ui/stored-media.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { LandingBlocks } from './landing-blocks.tsx';
import { PageHeading } from '../ui/page-heading.tsx';

/** A news article, or a landing with its content blocks (its gallery then sits in a gallery block). */
export function ArticlePage({ article }: { article: ArticleView & { blocks: ContentBlockView[] } }) {
  const galleryInBlocks = article.blocks.some((block) => block.type === 'gallery');
  return (
    <main id="main" className="container-page max-w-5xl py-10">
      <article>
        <PageHeading>{article.title}</PageHeading>
        <time dateTime={article.publishedAt} className="mt-2 block text-muted">
          {article.publishedOn}
        </time>
        {article.cover && (
          <StoredMedia
            path={article.cover}
            size={1200}
            widths={[800, 1200, 1600]}
            controls
            sizes="(min-width: 1200px) 1024px, 100vw"
            width={1200}
            height={675}
            alt=""
            className="mt-6 aspect-video w-full rounded-lg bg-sand object-cover"
          />
        )}
        <div className="rich-text mt-6 max-w-3xl" dangerouslySetInnerHTML={{ __html: article.body }} />
        <LandingBlocks blocks={article.blocks} gallery={article.images} />
        {!galleryInBlocks && <ImageGallery images={article.images} />}
      </article>
    </main>
  );
}
