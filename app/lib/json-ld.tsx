import { localizePath } from '../../common/paths.ts';
import type { Locale } from '../../common/locales.ts';

/** Structured data for search engines; "<" is escaped so the JSON cannot close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}

export interface Crumb {
  name: string;
  /** Locale-neutral path; the last crumb may omit it (the page itself). */
  path?: string;
}

/** schema.org BreadcrumbList for the given trail, with absolute URLs in the page's language. */
export function breadcrumbListLd(crumbs: Crumb[], { origin, locale }: { origin: string; locale: Locale }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: `${origin}${localizePath(crumb.path, locale)}` } : {}),
    })),
  };
}
