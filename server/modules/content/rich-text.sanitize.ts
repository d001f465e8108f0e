import { createRequire } from 'node:module';
import type sanitizeHtml from 'sanitize-html';

// Loaded on the first save that needs it rather than at start: with its HTML parser and postcss
// it is ~2 MB of heap in every process, and only the back office and the price list import save
// rich text.
const require = createRequire(import.meta.url);
let sanitizer: typeof sanitizeHtml | undefined;

/**
 * The HTML the storefront shows from the back office (cookie notice, page and news texts): the
 * tags of formatted text and links, nothing that runs. Scripts, styles, frames, event handlers and
 * `javascript:` links are dropped with their content; a link that opens a new tab gets
 * `rel="noopener noreferrer"`. Run on every save, so what is stored is what is shown.
 */
const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'hr'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    a: (tagName, attribs) => {
      const kept: sanitizeHtml.Attributes = {};
      if (attribs.href) kept.href = attribs.href;
      if (attribs.target === '_blank') Object.assign(kept, { target: '_blank', rel: 'noopener noreferrer' });
      return { tagName, attribs: kept };
    },
  },
};

export function sanitizeRichText(html: string): string {
  sanitizer ??= require('sanitize-html') as typeof sanitizeHtml;
  return sanitizer(html, richTextOptions).trim();
}
