// How the product editor's posted form becomes the API's product input: the same schema then
// judges both. Option rows left empty are skipped; `aliases` maps an error of the input's path
// back to the row it came from.
import { locales } from '../../../../common/locales.ts';

export const translationFields = ['name', 'description', 'features', 'meta_title', 'meta_description'] as const;
export const optionFields = ['sku', 'size_value_id', 'color_value_id', 'price', 'old_price', 'special_price', 'stock'] as const;

/** Empty option rows the editor offers below a product's options (a new product starts with six). */
export function optionRowCount(options: number): number {
  return options === 0 ? 6 : options + 2;
}

/** The most option rows a form may post (the schema's 200, and the spare ones). */
const maxRows = 210;
/** One more photo than the schema takes, so too many is refused rather than cut. */
const maxImageRows = 51;

export function readProductForm(form: FormData): { input: unknown; aliases: Record<string, string> } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const whole = (name: string) => (text(name) === '' ? undefined : /^-?\d+$/.test(text(name)) ? Number(text(name)) : text(name));
  const aliases: Record<string, string> = {};
  const options: Record<string, unknown>[] = [];
  const rows = Math.min(Number(text('option_rows')) || 0, maxRows);
  for (let row = 0; row < rows; row += 1) {
    const field = (name: string) => `options.${row}.${name}`;
    if (optionFields.every((name) => text(field(name)) === '' || (name === 'stock' && text(field(name)) === '0'))) continue;
    for (const name of optionFields) aliases[`options.${options.length}.${name}`] = field(name);
    options.push({
      ...(whole(field('id')) === undefined ? {} : { id: whole(field('id')) }),
      sku: text(field('sku')),
      size_value_id: whole(field('size_value_id')) ?? null,
      color_value_id: whole(field('color_value_id')) ?? null,
      price: text(field('price')),
      old_price: text(field('old_price')),
      special_price: text(field('special_price')),
      stock: whole(field('stock')) ?? 0,
    });
  }
  return {
    input: {
      slug: text('slug'),
      sku: text('sku'),
      category_id: whole('category_id'),
      active: form.get('active') === 'on',
      featured: form.get('featured') === 'on',
      weight: whole('weight'),
      translations: Object.fromEntries(
        locales.map((locale) => [locale, Object.fromEntries(translationFields.map((name) => [name, String(form.get(`translations.${locale}.${name}`) ?? '')]))]),
      ),
      attribute_value_ids: form.getAll('attribute_value_ids').map((value) => Number(value)),
      options,
      images: readImages(form),
    },
    aliases,
  };
}

/** The photos in their order (`images.N.*`); none posted at all leaves the product's as they are. */
function readImages(form: FormData): unknown[] | undefined {
  if (!form.has('image_rows')) return undefined;
  const rows = Math.min(Number(form.get('image_rows')) || 0, maxImageRows);
  return Array.from({ length: rows }, (_, row) => {
    const text = (name: string) => String(form.get(`images.${row}.${name}`) ?? '');
    const colour = text('color_value_id');
    return {
      path: text('path'),
      color_value_id: colour === '' ? null : Number(colour),
      alt: Object.fromEntries(locales.map((locale) => [locale, text(`alt.${locale}`)])),
    };
  });
}
