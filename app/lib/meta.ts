import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import { translator } from '../../common/i18n.ts';
import { locales, type Locale } from '../../common/locales.ts';
import { localeOfPath, localizePath, neutralPath } from '../../common/paths.ts';
import { rootDataOf, type RootLoaderData } from './root-data.ts';
import { rasterImageUrl } from './media.ts';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

export interface PageMetaInput {
  matches: readonly (MetaMatch | undefined)[];
  location: { pathname: string; search?: string };
  /** A page name; the shop's name is appended. */
  title?: string;
  /** A complete title written by the shop (meta title); used as it is when present. */
  metaTitle?: string;
  description?: string;
  /** Storage path of the preview image; the shop's default otherwise. */
  image?: string | null;
  type?: 'website' | 'article' | 'product';
  /** Keep out of search indexes (cabinet, checkout, search, error pages). */
  noindex?: boolean;
}

const ogLocales: Record<Locale, string> = { uk: 'uk_UA', en: 'en_US' };

/**
 * Title, description, canonical, hreflang alternates and Open Graph fields for a page; titles
 * get the shop's name appended.
 */
export function pageMeta({ matches, location, title, metaTitle, description, image, type = 'website', noindex }: PageMetaInput): MetaDescriptor[] {
  const root = rootDataOf(matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined);
  const settings = root?.settings;
  const origin = root?.origin ?? '';
  const locale = localeOfPath(location.pathname);
  const siteName = settings?.site_name ?? 'Tabir';
  const fullTitle = metaTitle || (title ? `${title} | ${siteName}` : (settings?.meta_title ?? siteName));
  const text = description ?? settings?.meta_description ?? '';
  // Filters and sorting never make a canonical address; a page number does (page 2 is its own page).
  const pageNumber = Number(new URLSearchParams(location.search ?? '').get('page'));
  const pageSuffix = Number.isInteger(pageNumber) && pageNumber > 1 ? `?page=${pageNumber}` : '';
  const neutral = neutralPath(location.pathname);
  const canonical = `${origin}${localizePath(neutral, locale)}${pageSuffix}`;
  // Social previews ignore SVG and some ignore WebP: a JPEG 1200 px wide suits them all; a video
  // has no still, so the shop's own picture stands in.
  const imagePath = [image, settings?.og_image].find((path) => path && rasterImageUrl(path, 1200, 'jpeg'));
  const imageUrl = imagePath ? `${origin}${rasterImageUrl(imagePath, 1200, 'jpeg')}` : undefined;

  const tags: MetaDescriptor[] = [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...locales.map((alternate) => ({
      tagName: 'link' as const,
      rel: 'alternate',
      hrefLang: alternate,
      href: `${origin}${localizePath(neutral, alternate)}${pageSuffix}`,
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${localizePath(neutral, 'uk')}${pageSuffix}` },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:url', content: canonical },
    { property: 'og:type', content: type },
    { property: 'og:locale', content: ogLocales[locale] },
    { property: 'og:site_name', content: siteName },
  ];
  if (imageUrl) tags.push({ property: 'og:image', content: imageUrl }, { property: 'og:image:width', content: '1200' });
  if (noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

/** Meta of the 404 and error pages: their title, kept out of search indexes. */
export function errorMeta({ error, matches, location }: { error?: unknown } & Pick<PageMetaInput, 'matches' | 'location'>): MetaDescriptor[] {
  const t = translator(localeOfPath(location.pathname));
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return pageMeta({ matches, location, title: t(status === 404 ? 'notFound.title' : 'errorPage.title'), noindex: true });
}

/**
 * Meta of a one-time-link page: its title only, out of every index, and no Referer, so the
 * token in the address never leaves for another site (and no canonical or Open Graph URL repeats it).
 */
export function tokenPageMeta(titleKey: string) {
  return ({ matches, location }: Pick<PageMetaInput, 'matches' | 'location'>): MetaDescriptor[] => {
    const root = rootDataOf(matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined);
    const title = translator(localeOfPath(location.pathname))(titleKey);
    return [
      { title: `${title} | ${root?.settings?.site_name ?? 'Tabir'}` },
      { name: 'robots', content: 'noindex, nofollow' },
      { name: 'referrer', content: 'no-referrer' },
    ];
  };
}
