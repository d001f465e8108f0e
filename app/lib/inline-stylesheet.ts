import { createHash } from 'node:crypto';
import stylesheet from '../app.css?inline';

/**
 * The shop's whole stylesheet (about 11 KB after compression), written into each page's <head>
 * so the first paint waits for no other request. Server only: the browser build takes
 * `inline-stylesheet.browser.ts` (scripts/vite/browser-swaps.ts), and hydration keeps the text
 * the server wrote (React does not compare `dangerouslySetInnerHTML` when it hydrates).
 */
export const inlineStylesheet: string = stylesheet;

/**
 * Its CSP source: a page served without a nonce (a cached copy served hash-only) allows the
 * <style> by this hash in `style-src-elem`.
 */
export const inlineStylesheetHash = `'sha256-${createHash('sha256').update(stylesheet).digest('base64')}'`;
