// How the category editor's posted form becomes the API's category input: the same schema then
// judges both. Filters: a box per attribute and its place in the list.
import { locales } from '../../../../common/locales.ts';

export const categoryTextFields = ['name', 'description', 'meta_title', 'meta_description'] as const;

export function readCategoryForm(form: FormData): unknown {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const chosen = form
    .getAll('filter')
    .map((value) => Number(value))
    .filter((id) => Number.isInteger(id) && id > 0)
    .map((id) => ({ id, place: Number(text(`filter_place.${id}`)) || Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.place - b.place)
    .map((filter) => filter.id);
  return {
    slug: text('slug'),
    parent_id: text('parent_id') === '' ? null : Number(text('parent_id')),
    active: form.get('active') === 'on',
    translations: Object.fromEntries(locales.map((locale) => [locale, Object.fromEntries(categoryTextFields.map((name) => [name, String(form.get(`translations.${locale}.${name}`) ?? '')]))])),
    filters: { price: form.get('price_filter') === 'on', attribute_ids: form.get('filters_chosen') === 'on' ? chosen : null },
  };
}
