import type { ContentBlockView } from '../../../common/content.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { StoredMedia } from '../ui/stored-media.tsx';
import { ProductGrid } from '../catalog/product-card.tsx';
import { ImageGallery, type GalleryImage } from './image-gallery.tsx';

/** The spec's button types: type_1 fill, type_2 stroke, type_3 simple. */
const buttonClasses = {
  type_1: 'inline-flex min-h-11 items-center rounded bg-olive-800 px-6 font-semibold text-white hover:bg-olive-700',
  type_2: 'inline-flex min-h-11 items-center rounded border-2 border-olive-800 px-6 font-semibold text-olive-800 hover:bg-olive-100',
  type_3: 'inline-flex min-h-11 items-center font-semibold text-olive-700 underline underline-offset-4 hover:text-olive-900',
} as const;

function BlockButton({ block }: { block: ContentBlockView }) {
  if (!block.buttonLink || !block.buttonText) return null;
  return (
    <LocalizedLink to={block.buttonLink} className={buttonClasses[block.buttonType ?? 'type_1']}>
      {block.buttonText}
    </LocalizedLink>
  );
}

function Block({ block, gallery }: { block: ContentBlockView; gallery: GalleryImage[] }) {
  const heading = block.title ? <h2 className="text-2xl font-bold">{block.title}</h2> : null;
  const body = block.body ? <div className="rich-text mt-3" dangerouslySetInnerHTML={{ __html: block.body }} /> : null;
  switch (block.type) {
    case 'image':
      return (
        <figure>
          {block.image && (
            <StoredMedia path={block.image} size={1200} widths={[800, 1200]} controls sizes="(min-width: 1200px) 896px, 100vw" width={1200} height={675} alt={block.title} loading="lazy" className="aspect-video w-full rounded-lg bg-sand object-cover" />
          )}
          {(block.title || block.body) && (
            <figcaption className="mt-3">
              {heading}
              {body}
            </figcaption>
          )}
        </figure>
      );
    case 'gallery':
      return (
        <>
          {heading}
          <ImageGallery images={gallery} />
        </>
      );
    case 'products':
      return (
        <>
          {heading}
          {body}
          <div className="mt-4">
            <ProductGrid products={block.products} />
          </div>
          <div className="mt-4">
            <BlockButton block={{ ...block, buttonType: block.buttonType ?? 'type_3' }} />
          </div>
        </>
      );
    case 'button':
      return (
        <div className="rounded-lg bg-sand p-6">
          {heading}
          {body}
          <div className="mt-4">
            <BlockButton block={block} />
          </div>
        </div>
      );
    default:
      return (
        <>
          {heading}
          {body}
        </>
      );
  }
}

/** Landing content blocks, each with its top and bottom spacing in pixels. */
export function LandingBlocks({ blocks, gallery }: { blocks: ContentBlockView[]; gallery: GalleryImage[] }) {
  return (
    <div>
      {blocks.map((block) => (
        <section key={block.id} data-block-type={block.type} style={{ paddingTop: block.topSeparator, paddingBottom: block.bottomSeparator }}>
          <Block block={block} gallery={gallery} />
        </section>
      ))}
    </div>
  );
}
