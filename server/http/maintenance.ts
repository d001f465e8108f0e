import '../../app/locales/maintenance/index.ts';
import type { Context, MiddlewareHandler } from 'hono';
import { html } from 'hono/html';
import { translator } from '../../common/i18n.ts';
import { isLocale, type Locale } from '../../common/locales.ts';
import { storageUrl } from '../../app/lib/media.ts';
import { getSettings } from '../modules/settings/settings.service.ts';
import { isUnderMaintenance } from '../modules/settings/settings.maintenance.ts';
import type { AppEnv } from './app-env.ts';
import { errorBody } from './errors.ts';
import { requestLocale } from './locale.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';

/** The spec's "try again in 12 hours", in seconds. */
export const maintenanceRetryAfter = 12 * 60 * 60;

/**
 * What stays open while the shop is closed: health probes for the orchestrator, payment providers'
 * callbacks (money paid must be recorded), the files the maintenance page shows, and the back
 * office (its pages check the member themselves; the owner opens the shop again from there).
 */
function staysOpen(method: string, path: string): boolean {
  if (path === '/healthz' || path === '/readyz') return true;
  if (/^\/(admin|api\/admin)(\/|\.data$|$)/.test(path)) return true;
  // React Router's route manifest: the back office's client navigation asks for it.
  if (path === '/__manifest') return method === 'GET';
  if (/^\/(assets|storage|media)\//.test(path)) return method === 'GET' || method === 'HEAD';
  return method === 'POST' && /^\/api\/payments\/[a-z0-9-]+\/callback$/.test(path);
}

const bodyLangLimit = 64 * 1024;

/** The request body as text when it is at most `limit` bytes; the answer is 503 whatever it holds. */
async function smallBody(request: Request, limit: number): Promise<string | null> {
  if (!request.body || Number(request.headers.get('content-length') ?? 0) > limit) return null;
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The API's language: a JSON body's `lang` (the spec's calls carry it), else the usual request signals. */
export async function apiLocale(c: Context<AppEnv>): Promise<Locale> {
  if (c.req.header('content-type')?.startsWith('application/json')) {
    const text = await smallBody(c.req.raw, bodyLangLimit).catch(() => null);
    let lang: unknown;
    try {
      lang = text ? (JSON.parse(text) as { lang?: unknown } | null)?.lang : undefined;
    } catch {
      // not JSON: the request's other signals decide
    }
    if (isLocale(lang)) return lang;
  }
  return requestLocale(c);
}

const pageLocale = (path: string): Locale => (path === '/en' || path.startsWith('/en/') ? 'en' : 'uk');

async function maintenanceText(c: Context<AppEnv>, locale: Locale) {
  const settings = await getSettings(c.var.deps.db, { locale }).catch(() => null);
  return { settings, text: settings?.maintenance_text ?? translator(locale)('maintenance.text') };
}

/** The plain pages' styles (maintenance, database down): no shop CSS or scripts needed. */
export const plainPageStyle = `
*{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#23251f;background:#f3efe6}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px}
main{max-width:36rem;text-align:center}
img{display:block;margin:0 auto 32px;height:64px;width:auto}
h1{font-size:1.75rem;margin:0 0 16px}
p{font-size:1.125rem;line-height:1.5;margin:0 0 24px}
a{color:#3e4c2e;font-weight:600}
a:focus-visible{outline:3px solid #3e4c2e;outline-offset:3px}
`;

/** The closed shop's page: plain HTML with its own styles, nothing that needs the shop's scripts. */
async function maintenancePage(c: Context<AppEnv>) {
  const locale = pageLocale(c.req.path);
  const other: Locale = locale === 'uk' ? 'en' : 'uk';
  const t = translator(locale);
  const { settings, text } = await maintenanceText(c, locale);
  const siteName = settings?.site_name ?? 'Tabir';
  return c.html(
    html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t('maintenance.title')} | ${siteName}</title>
${settings?.favicon ? html`<link rel="icon" href="${storageUrl(settings.favicon)}">` : ''}
<style nonce="${c.var.cspNonce}">${plainPageStyle}</style>
</head>
<body>
<main>
${settings?.logotype ? html`<img src="${storageUrl(settings.logotype)}" alt="${siteName}" width="240" height="64">` : ''}
<h1>${t('maintenance.title')}</h1>
<p>${text}</p>
<p><a href="${other === 'en' ? '/en' : '/'}" hreflang="${other}" lang="${other}">${t('maintenance.otherLanguage')}</a></p>
</main>
</body>
</html>`,
    503,
  );
}

async function maintenanceAnswer(c: Context<AppEnv>) {
  const { text } = await maintenanceText(c, await apiLocale(c));
  return c.json(errorBody(text, { code: 'maintenance' }), 503);
}

/**
 * Closes the shop to shoppers while maintenance is on (see `isUnderMaintenance`): pages get a 503
 * page in their language, the API a 503 JSON error, both with Retry-After and never cached, so
 * no cache keeps the closed page after the shop opens again nor serves an open one meanwhile.
 */
export const maintenanceGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (staysOpen(c.req.method, c.req.path)) return next();
  let closed: boolean;
  try {
    closed = await isUnderMaintenance(c.var.deps);
  } catch (error) {
    // A database that cannot be reached fails the request at once (503), not after each page
    // query has waited for it too; any other failure lets the pages answer for themselves.
    if (isDatabaseUnavailable(error)) throw error;
    c.var.logger.warn({ err: error }, 'maintenance switch unreadable');
    closed = false;
  }
  if (!closed) return next();
  const response = c.req.path === '/api' || c.req.path.startsWith('/api/') ? await maintenanceAnswer(c) : await maintenancePage(c);
  response.headers.set('retry-after', String(maintenanceRetryAfter));
  response.headers.set('cache-control', 'no-store');
  return response;
};
