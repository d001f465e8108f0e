import type { ImgHTMLAttributes } from 'react';
import { isVideo, mediaSrcSet, mediaUrl, type MediaWidth } from '../../lib/media.ts';

export type StoredMediaProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  /** The storage path of the picture or video. */
  path: string;
  /** The resizer's width for `src` (raster images only). */
  size: MediaWidth;
  /** Widths for `srcset`: with `w` descriptors, or 1x, 2x… when `density` is set. */
  widths?: readonly MediaWidth[];
  density?: boolean;
  /** A video gets the player's controls (where it is the thing looked at, not a preview). */
  controls?: boolean;
};

/**
 * A stored picture or video of a product or an article: an mp4 as a muted inline <video> that never
 * plays by itself; other files as an <img>, through the resizer or as they are (see `mediaUrl`).
 */
export function StoredMedia({ path, size, widths, density = false, controls = false, ...image }: StoredMediaProps) {
  if (isVideo(path)) {
    const { width, height, className, alt } = image;
    return (
      <video
        src={mediaUrl(path, size)}
        width={width}
        height={height}
        className={className}
        controls={controls}
        muted
        playsInline
        preload="metadata"
        aria-label={alt || undefined}
        aria-hidden={alt || controls ? undefined : true}
        tabIndex={controls ? undefined : -1}
      />
    );
  }
  // oxlint-disable-next-line jsx-a11y/alt-text -- alt is a required prop and comes in the spread
  return <img src={mediaUrl(path, size)} srcSet={widths && mediaSrcSet(path, widths, density ? 'x' : 'w')} {...image} />;
}
