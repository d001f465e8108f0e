import { localizePath } from '../../common/paths.ts';
import type { Locale } from '../../common/locales.ts';
import type { PageSettings } from '../../common/settings.ts';
import { rasterImageUrl } from './media.ts';
import { useNonce } from './nonce.ts';

/** Structured data for search engines; "<" is escaped so the JSON cannot close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  // Data, not code, but it carries the nonce like every script element of a page.
  return <script type="application/ld+json" nonce={useNonce()} dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
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

/** schema.org Organization for the home page, from the shop's settings. */
export function organizationLd(settings: PageSettings, origin: string) {
  const contact = settings.contacts.find((entry) => entry.is_main) ?? settings.contacts[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.site_name,
    url: `${origin}/`,
    logo: `${origin}${rasterImageUrl(settings.logotype, 600, 'png')}`,
    email: contact?.email,
    address: contact?.address,
    contactPoint: contact?.phones.map((phone) => ({ '@type': 'ContactPoint', telephone: phone.number, contactType: phone.label })),
    sameAs: [...new Set([settings.facebook, settings.instagram, ...(contact?.socials.map((social) => social.link) ?? [])])],
  };
}
