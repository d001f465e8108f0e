import ukUrl from '../locales/uk.json?url';
import enUrl from '../locales/en.json?url';
import { addMessages, type Messages } from '../../common/i18n.ts';
import { isAdminPagePath } from '../../common/admin-paths.ts';
import type { Locale } from '../../common/locales.ts';
import { localeOfPath } from '../../common/paths.ts';

/**
 * The core catalogue of each language as a static file (hashed, cached for good). The browser
 * build carries no messages (scripts/vite/browser-swaps.ts): a page fetches its language's file, which the
 * document preloads, before it hydrates.
 */
export const coreMessagesUrls: Record<Locale, string> = { uk: ukUrl, en: enUrl };

/**
 * The languages a page's browser needs: the path's; a back-office page speaks its member's
 * language, which only its layout's loader knows, so it takes both.
 */
export function messageLocalesOf(pathname: string): Locale[] {
  return isAdminPagePath(pathname) ? ['uk', 'en'] : [localeOfPath(pathname)];
}

const loading = new Map<Locale, Promise<void>>();

/** Fetches and adds the core messages of these languages (once each; a failure may be retried). */
export function loadCoreMessages(languages: Locale[]): Promise<void> {
  return Promise.all(
    languages.map((locale) => {
      let pending = loading.get(locale);
      if (!pending) {
        pending = fetch(coreMessagesUrls[locale])
          .then((answer) => {
            if (!answer.ok) throw new Error(`messages ${locale}: ${answer.status}`);
            return answer.json() as Promise<Messages>;
          })
          .then((messages) => addMessages(locale, messages))
          .catch((error: unknown) => {
            loading.delete(locale);
            throw error;
          });
        loading.set(locale, pending);
      }
      return pending;
    }),
  ).then(() => undefined);
}
