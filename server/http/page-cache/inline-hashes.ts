import { sha256Source } from '../content-security-policy.ts';

/** The CSP sources that allow a stored page's inline scripts and styles without a nonce. */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const inlineStyle = /<style\b([^>]*)>([\s\S]*?)<\/style\s*>/gi;
const hasSource = /\ssrc\s*=/i;

// The browser hashes the text after its input preprocessing, which turns CR LF and CR into LF.
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');

function hashesOf(html: string, pattern: RegExp, skip: (attributes: string) => boolean): string[] {
  const found = new Set<string>();
  // Both groups take part in every match.
  for (const [, attributes = '', text = ''] of html.matchAll(pattern)) {
    // A script with src is loaded, not inline; an empty one never runs (and is never checked).
    if (skip(attributes) || text.length === 0) continue;
    found.add(sha256Source(asParsed(text)));
  }
  return [...found];
}

/** sha256 of every inline <script> and <style> of a page (React escapes `>` in attributes). */
export function inlineHashes(html: string): InlineHashes {
  return {
    scripts: hashesOf(html, inlineScript, (attributes) => hasSource.test(attributes)),
    styles: hashesOf(html, inlineStyle, () => false),
  };
}

/**
 * The page without this response's nonce: a stored copy must not hand one visitor's nonce to the
 * next. Null when the nonce still occurs elsewhere (then the page is not stored at all).
 */
export function withoutNonce(html: string, nonce: string): string | null {
  const stripped = html.replaceAll(` nonce="${nonce}"`, '');
  return stripped.includes(nonce) ? null : stripped;
}
