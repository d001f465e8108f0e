import '../../app/locales/requests/index.ts';
import type { Context, Handler } from 'hono';
import { html } from 'hono/html';
import { sql } from 'drizzle-orm';
import { translator } from '../../common/i18n.ts';
import type { Locale } from '../../common/locales.ts';
import { DatabaseUnavailableError } from '../db/unavailable.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';
import { apiLocale, plainPageStyle } from './maintenance.ts';
import { bodyLocale } from './validation.ts';

/** A restarting database is usually back within this many seconds. */
export const databaseRetryAfter = 30;
/** How long the readiness probe waits for `select 1`: an orchestrator needs a quick no. */
export const readinessTimeoutMs = 1_000;

const pageLocale = (path: string): Locale => (path === '/en' || path.startsWith('/en/') ? 'en' : 'uk');

/** A page that needs nothing from the database: the shop's name and logo live there too. */
function unavailablePage(locale: Locale, nonce: string) {
  const t = translator(locale);
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('requests.unavailable.title')}</title>
<style nonce="${nonce}">${plainPageStyle}</style>
</head>
<body>
<main>
<h1>${t('requests.unavailable.title')}</h1>
<p>${t('requests.unavailable.text')}</p>
<p><a href="">${t('requests.unavailable.retry')}</a></p>
<p><a href="${other === 'en' ? '/en' : '/'}" hreflang="${other}" lang="${other}">${t('requests.unavailable.otherLanguage')}</a></p>
</main>
</body>
</html>`;
}

/**
 * The answer while the database is down: 503 with Retry-After, never cached; the API's JSON error
 * in the request's language, a plain page in the page's language for everything else.
 */
export async function databaseUnavailableAnswer(c: Context<AppEnv>): Promise<Response> {
  const path = c.req.path;
  const response =
    path === '/api' || path.startsWith('/api/')
      ? c.json(errorBody(translator(bodyLocale(c) ?? (await apiLocale(c)))('requests.unavailable.api'), { code: 'unavailable' }), 503)
      : await c.html(unavailablePage(pageLocale(path), c.var.cspNonce), 503);
  response.headers.set('retry-after', String(databaseRetryAfter));
  response.headers.set('cache-control', 'no-store');
  return response;
}

/** `/readyz`: ready when the database answers `select 1` within a second, a quick 503 otherwise. */
export const readiness: Handler<AppEnv> = async (c) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableError('readiness probe timed out')), readinessTimeoutMs);
  });
  try {
    await Promise.race([c.var.deps.db.execute(sql`select 1`), timeout]);
  } catch (error) {
    c.var.logger.warn({ err: error }, 'database not ready');
    const response = c.json({ status: 'unavailable' }, 503);
    response.headers.set('retry-after', String(databaseRetryAfter));
    response.headers.set('cache-control', 'no-store');
    return response;
  } finally {
    clearTimeout(timer);
  }
  return c.json({ status: 'ready' }, 200);
};
