// How the content editor's posted form becomes the API's input: the inputs are named by the
// input's paths ("translations.uk.body", "blocks.2.link"), so the same schema judges both and its
// errors land on the input they name.
import { locales } from '../../../../common/locales.ts';
import type { ContentKind } from './content-kind.ts';

export const pageTextFields = ['title', 'body', 'meta_title', 'meta_description'] as const;
export const articleTextFields = ['title', 'excerpt', 'body', 'meta_title', 'meta_description'] as const;
export const blockFields = ['type', 'top_separator', 'bottom_separator', 'image', 'link', 'button_type'] as const;
export const blockTextFields = ['title', 'body', 'button_text'] as const;

/** More blocks than the schema takes are not read. */
const maxBlocks = 60;

export function readContentForm(form: FormData, kind: ContentKind): unknown {
  const text = (name: string) => String(form.get(name) ?? '');
  const texts = (prefix: string, fields: readonly string[]) =>
    Object.fromEntries(locales.map((locale) => [locale, Object.fromEntries(fields.map((field) => [field, text(`${prefix}translations.${locale}.${field}`)]))]));
  const common = { slug: text('slug').trim(), published: form.get('published') === 'on' };
  if (kind === 'page') return { ...common, translations: texts('', pageTextFields) };
  const pixels = (name: string) => (/^\s*\d{1,6}\s*$/.test(text(name)) ? Number(text(name)) : text(name));
  const count = Math.min(Number(text('block_count')) || 0, maxBlocks);
  const blocks = Array.from({ length: kind === 'landing' ? count : 0 }, (_, index) => {
    const prefix = `blocks.${index}.`;
    return {
      type: text(`${prefix}type`),
      top_separator: pixels(`${prefix}top_separator`),
      bottom_separator: pixels(`${prefix}bottom_separator`),
      image: text(`${prefix}image`).trim() || null,
      link: text(`${prefix}link`).trim() || null,
      button_type: text(`${prefix}button_type`) || null,
      translations: texts(prefix, blockTextFields),
    };
  });
  return { ...common, published_at: publishedAtOf(text('published_at').trim(), text('published_at_stored')), cover: text('cover').trim() || null, translations: texts('', articleTextFields), blocks };
}

/** The day the editor's date field shows of a stored moment. */
export const shownDay = (moment: string) => moment.slice(0, 10);

/**
 * The date field holds a day only: left on the stored moment's day, the stored moment (its time
 * of day) is kept, so a save that changes other fields never moves the article in time.
 */
function publishedAtOf(day: string, stored: string): string {
  return stored !== '' && shownDay(stored) === day ? stored : day;
}
