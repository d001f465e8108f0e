/**
 * Log lines keep no secret: a link's token, a key or a signature in a path, a query or any text
 * (an error message, a URL) becomes `[redacted]` before it is written.
 */

export const REDACTED = '[redacted]';

/** Query and form parameters whose values are secrets: `token=`, `key=`, `access_token=`, `signature=`, … */
const secretParameter = /^(?:.*(?:token|key|secret|password|passwd|signature|session|auth).*|data|code|sid)$/i;

// The segment after `token` (every e-mail link: /password-reset/token/…, /user-email-confirm/token/…,
// /profile/user-email-confirm/token/…, in both languages) or after the back office's
// /admin/set-password/, and `name=value` pairs with a secret name.
const tokenSegment = /(\/token\/|\/admin\/set-password\/)[^/?#\s"'<>]+/gi;
// The password of a URL's user part (smtps://user:password@host).
const urlPassword = /(\b[a-z][\w+.-]*:\/\/[^/?#\s:@]*:)[^@/?#\s]+@/gi;
const parameterPair = /([?&;]|\b)([A-Za-z_][\w.-]*)=([^&#\s"'<>]*)/g;
// A random token standing alone (32+ url-safe characters mixing upper and lower case and digits):
// slugs, hashes and ids are lower case, so they stay readable.
const looseToken = /(?<![\w-])(?=[\w-]*[A-Z])(?=[\w-]*[a-z])(?=[\w-]*\d)[\w-]{32,}(?![\w-])/g;

/** The text with every token, key and secret parameter value replaced by `[redacted]`. */
export function scrubText(text: string): string {
  return text
    .replace(urlPassword, `$1${REDACTED}@`)
    .replace(tokenSegment, `$1${REDACTED}`)
    .replace(parameterPair, (pair, before: string, name: string, value: string) =>
      value && value !== REDACTED && secretParameter.test(name) ? `${before}${name}=${REDACTED}` : pair,
    )
    .replace(looseToken, REDACTED);
}

/** A request's path and query as the request log shows them, secrets redacted. */
export function scrubbedRequestPath(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return scrubText(`${parsed.pathname}${parsed.search}`);
}
