import { isLocale, type Locale } from '../../common/locales.ts';
import { preferredLocale } from '../../server/http/locale.ts';

/** The language of the sign-in steps, before anyone is known: `?lang=`, then the browser's, then uk. */
export function signInLocale(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang');
  if (isLocale(lang)) return lang;
  return preferredLocale(request.headers.get('accept-language') ?? undefined) ?? 'uk';
}
