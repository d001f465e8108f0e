import '../../app/locales/requests/index.ts';
import type { Context, MiddlewareHandler } from 'hono';
import { translator } from '../../common/i18n.ts';
import type { Locale } from '../../common/locales.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';
import { requestLocale } from './locale.ts';

// C0, DEL and C1: no address of the shop holds one, and PostgreSQL refuses NUL outright.
// oxlint-disable-next-line no-control-regex -- this pattern exists to find control characters
const controlCharacter = /[\u0000-\u001F\u007F-\u009F]/u;

/** The path as the handlers will read it, or null when its percent-encoding is not valid UTF-8. */
function decodedPath(url: string): string | null {
  try {
    return decodeURIComponent(new URL(url).pathname);
  } catch {
    return null;
  }
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const pageLocale = (path: string): Locale => (path === '/en' || path.startsWith('/en/') ? 'en' : 'uk');

/**
 * Ahead of every handler: an address with broken percent-encoding or a control character in it
 * (`/healthz%00`, `/news/%00`, `/%E0%A4%A`) names nothing, so it is a 400 before it can reach a
 * route, a file lookup or a query.
 */
export const pathGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const path = decodedPath(c.req.url);
  if (path !== null && !controlCharacter.test(path)) return next();
  return badRequest(c, 'requests.badPath');
};

/**
 * A 400 refused before any route runs, in the asker's language: JSON `{ message }` for the API,
 * plain text in the page's language for anything else.
 */
export function badRequest(c: Context, messageKey: string): Response {
  const rawPath = new URL(c.req.url).pathname;
  if (isApi(rawPath)) return c.json(errorBody(translator(requestLocale(c))(messageKey)), 400);
  return c.text(translator(pageLocale(rawPath))(messageKey), 400);
}
