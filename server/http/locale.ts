import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { defaultLocale, isLocale, localeCookie, type Locale } from '../../common/locales.ts';
import { textBefore } from '../../common/text-before.ts';

/** The first of uk/en the Accept-Language header prefers, if any. */
export function preferredLocale(acceptLanguage: string | undefined): Locale | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part) => {
      const [tag = '', ...rest] = part.trim().toLowerCase().split(';');
      const q = rest.find((p) => p.trim().startsWith('q='));
      return { lang: textBefore(tag, '-'), q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return ranked.map((entry) => entry.lang).find(isLocale);
}

/** Locale of an API request without a valid `lang`: the cookie, then Accept-Language, then uk. */
export function requestLocale(c: Context): Locale {
  const queryLang = c.req.query('lang');
  if (isLocale(queryLang)) return queryLang;
  const cookie = getCookie(c, localeCookie);
  if (isLocale(cookie)) return cookie;
  return preferredLocale(c.req.header('accept-language')) ?? defaultLocale;
}
