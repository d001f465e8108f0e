import { createHash, randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { clientFlagsScript } from '../../app/lib/client-flags.ts';
import type { Config } from '../config.ts';
import { getAnalyticsIds } from '../modules/settings/analytics.service.ts';
import type { AppEnv } from './app-env.ts';
import type { InlineHashes } from './page-cache/inline-hashes.ts';

/** A fresh nonce per response: 128 random bits, as CSP asks. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

export function sha256Source(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Inline scripts whose text never changes, allowed by their hash as well as by the nonce, so a
 * copy of a page kept without its nonce (see docs/decisions/010) still runs them.
 */
export const fixedInlineScriptHashes = [sha256Source(clientFlagsScript)];

const googleTagScripts = ['https://www.googletagmanager.com'];
const googleTagBeacons = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const recaptchaScripts = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const recaptchaFrames = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** What outside services a page may use: only those configured. */
export interface PageSources {
  /** A GTM or GA4 id is configured (shop settings or environment). */
  analytics: boolean;
  /** A reCAPTCHA site key is configured: the browser loads Google's script and frame. */
  recaptcha: boolean;
  /** The origin the card payment form is posted to, when LiqPay keys are set. */
  paymentFormOrigin: string | null;
  /** Vite's dev server injects styles and talks over a web socket. */
  development: boolean;
}

export function pageSources(config: Config, analytics: boolean): PageSources {
  return {
    analytics,
    recaptcha: Boolean(config.RECAPTCHA_SITE_KEY),
    paymentFormOrigin: config.LIQPAY_PUBLIC_KEY && config.LIQPAY_PRIVATE_KEY ? new URL(config.LIQPAY_CHECKOUT_URL).origin : null,
    development: config.NODE_ENV === 'development',
  };
}

const policy = (directives: Record<string, (string | false | null)[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values.filter(Boolean)].join(' '))
    .join('; ');

/**
 * The policy of an HTML page: scripts only from the shop itself or carrying this response's
 * nonce (or a fixed script's hash), no plugins, no <base>, never framed, forms posted only to
 * the shop and to the configured payment page; outside hosts only for services configured.
 */
export function pagePolicy(inline: string | InlineHashes, sources: PageSources): string {
  const { analytics, recaptcha, paymentFormOrigin, development } = sources;
  // A stored copy of a page (server/http/page-cache) has no nonce: its own inline code's hashes instead.
  const scripts = typeof inline === 'string' ? [`'nonce-${inline}'`, ...fixedInlineScriptHashes] : [...new Set([...inline.scripts, ...fixedInlineScriptHashes])];
  const styles = typeof inline === 'string' ? [`'nonce-${inline}'`] : inline.styles;
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(analytics ? googleTagScripts : []), ...(recaptcha ? recaptchaScripts : [])],
    'script-src-attr': ["'none'"],
    // React's style props become style attributes (a progress bar's width, a gallery's offset).
    // Vite's dev server injects <style> elements without a nonce (a nonce would void 'unsafe-inline').
    'style-src': ["'self'", ...(development ? ["'unsafe-inline'"] : styles)],
    'style-src-elem': ["'self'", ...(development ? ["'unsafe-inline'"] : styles)],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? googleTagBeacons : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(analytics ? googleTagBeacons : []), recaptcha && 'https://www.google.com/recaptcha/', development && 'ws:'],
    'frame-src': recaptcha ? recaptchaFrames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'", paymentFormOrigin],
    'frame-ancestors': ["'none'"],
  });
}

/** JSON, files, feeds and plain-text answers: nothing in them may load or run anything. */
export const resourcePolicy = policy({
  'default-src': ["'none'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

const closedFraming = { 'base-uri': "'none'", 'form-action': "'none'", 'frame-ancestors': "'none'" };

function withClosedFraming(own: string): string {
  const stated = new Set(own.split(';').map((part) => part.trim().split(/\s+/)[0]));
  const missing = Object.entries(closedFraming).filter(([name]) => !stated.has(name));
  return [own.replace(/;\s*$/, ''), ...missing.map(([name, value]) => `${name} ${value}`)].join('; ');
}

/** Powerful features no page of the shop uses, switched off for it and for anything it embeds. */
export const permissionsPolicy = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

async function analyticsConfigured(c: Parameters<MiddlewareHandler<AppEnv>>[0]): Promise<boolean> {
  const { db, config } = c.var.deps;
  // Without the settings the page loads no tags either (the root loader reads the same ids).
  return (await getAnalyticsIds(db, config).catch(() => null)) !== null;
}

/**
 * Gives each request a nonce for the page renderer (c.var.cspNonce) and sets Content-Security-Policy
 * on every answer: the page policy on HTML, the closed one on everything else that has none of its own.
 */
export const contentSecurityPolicy: MiddlewareHandler<AppEnv> = async (c, next) => {
  const nonce = newNonce();
  c.set('cspNonce', nonce);
  await next();
  c.res.headers.set('permissions-policy', permissionsPolicy);
  const stored = c.var.cspInlineHashes;
  const html = stored !== undefined || (c.res.headers.get('content-type')?.startsWith('text/html') ?? false);
  const own = c.res.headers.get('content-security-policy');
  // A file that brings its own policy keeps it (an SVG opened on its own is sandboxed by the
  // media routes), with the closed policy's rules it does not state itself.
  const value = html ? pagePolicy(stored ?? nonce, pageSources(c.var.deps.config, await analyticsConfigured(c))) : own ? withClosedFraming(own) : resourcePolicy;
  c.res.headers.set('content-security-policy', value);
};
