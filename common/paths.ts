import { defaultLocale, type Locale } from './locales.ts';

/** The locale a pathname belongs to: /en and /en/... are English, everything else Ukrainian. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : defaultLocale;
}

/** The locale of a page request, from its URL. */
export function localeOfRequest(request: Request): Locale {
  return localeOfPath(new URL(request.url).pathname);
}

/** The pathname without its locale prefix ("/en/contacts" -> "/contacts", "/en" -> "/"). */
export function neutralPath(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname.slice(3) || '/';
  return pathname || '/';
}

/** A locale-neutral path ("/contacts") as a link in the given language ("/en/contacts"). */
export function localizePath(path: string, locale: Locale): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//') || path.startsWith('#')) return path;
  const normalized = path.startsWith('/') ? path : `/${path}`;
  if (locale === defaultLocale) return normalized;
  return normalized === '/' ? '/en' : `/en${normalized}`;
}
