import '../../locales/admin-products/index.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/product';
import { productIdSchema, productInputSchema, type ProductChoices, type StaffProductDetail } from '../../../common/admin-products.ts';
import { translator } from '../../../common/i18n.ts';
import { locales } from '../../../common/locales.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { duplicateProduct, getStaffProduct, productChoices, saveProduct, type ProductSaveResult } from '../../../server/modules/catalog/products.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage, type StaffActor } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { EditorHeader } from '../../components/admin/editor-header.tsx';
import { adminInputClass as inputClass, buttonClass, secondaryButtonClass } from '../../components/admin/admin-format.ts';
import { describedBy, FieldErrorText, fieldId, type FieldMessages } from '../../components/admin/field-messages.tsx';
import { optionFields, optionRowCount, readProductForm, translationFields } from '../../components/admin/products/product-form.ts';
import { ProductPhotos } from '../../components/admin/products/product-photos.tsx';
import { uploadLimitsOf } from '../../../server/modules/media/media.upload.ts';
import { LabelledField } from '../../components/admin/labelled-field.tsx';

/** /admin/products/new has no id; /admin/products/:id names an existing product (else 404). */
async function productOf(args: Route.LoaderArgs | Route.ActionArgs, actor: StaffActor): Promise<StaffProductDetail | null> {
  if (args.params.id === undefined) return null;
  const parsed = productIdSchema.safeParse({ id: args.params.id });
  const product = parsed.success ? await getStaffProduct(getDeps(args.context).db, parsed.data.id) : null;
  if (!product) throw data({ message: translator(actor.locale)('adminProducts.notFound') }, { status: 404, headers: adminHeaders });
  return product;
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const product = await productOf(args, actor);
  const done = new URL(args.request.url).searchParams.get('done');
  const { db, config } = getDeps(args.context);
  return { product, choices: await productChoices(db, actor.locale), uploadLimits: uploadLimitsOf(config), done: done === 'created' || done === 'duplicated' ? done : null };
}

/** The label key of an input's path: "translations.uk.name" → "name", "images.2.alt.en" → "alt". */
const fieldLabelOf = (path: string) => path.replace(/^translations\.\w+\.|^options\.\d+\./, '').replace(/^images\.\d+\.(alt)\.\w+$|^images\.\d+\./, '$1');

type ActionAnswer = { message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const existing = await productOf(args, actor);
  const t = translator(actor.locale);
  const { db, now } = getDeps(args.context);
  const context = { actor, ip: pageRequestOrigin(args).ip, now: now() };
  const form = await args.request.formData();
  const refused = (errors: Record<string, string[]>) => data({ message: t('adminProducts.invalid'), errors } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  const notFound = () => data({ message: t('adminProducts.notFound') }, { status: 404, headers: adminHeaders });

  if (form.get('intent') === 'duplicate' && existing) {
    const copy = await duplicateProduct(db, { id: existing.id, ...context });
    if (!copy.ok && copy.reason === 'invalid') return refused(Object.fromEntries(Object.entries(copy.errors).map(([field, keys]) => [field, keys.map((key) => t(key))])));
    if (!copy.ok) throw notFound();
    throw redirect(`/admin/products/${copy.product.id}?done=duplicated`, { headers: adminHeaders });
  }
  const { input, aliases } = readProductForm(form);
  const byInputName = (errors: Record<string, string[]>) => {
    const named: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(errors)) (named[aliases[path] ?? path] ??= []).push(...messages);
    return named;
  };
  const parsed = productInputSchema.safeParse(input);
  if (!parsed.success) return refused(byInputName(fieldErrors(parsed.error.issues, actor.locale, (field) => ({ field: t(`adminProducts.fields.${fieldLabelOf(field)}`) }))));
  const result: ProductSaveResult = await saveProduct(db, { id: existing?.id, input: parsed.data, ...context });
  if (!result.ok) {
    if (result.reason === 'notFound') throw notFound();
    return refused(byInputName(Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key))]))));
  }
  if (!existing) throw redirect(`/admin/products/${result.product.id}?done=created`, { headers: adminHeaders });
  return { message: t(result.changed ? 'adminProducts.saved' : 'adminProducts.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

export default function ProductEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { product, choices, uploadLimits, done } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const errors = answer?.errors;
  const busy = useNavigation().state === 'submitting';
  const [extraRows, setExtraRows] = useState(0);
  const rows = Math.min(optionRowCount(product?.options.length ?? 0) + extraRows, 200);
  const title = product ? product.translations.uk.name || product.sku : t('adminProducts.new');
  const field = (name: string) => ({ id: fieldId(name, 'product'), name, ...describedBy(fieldId(name, 'product'), errors?.[name]) });
  const status = answer && !answer.errors ? answer.message : done ? t(`adminProducts.${done}`) : '';
  return (
    <div className="space-y-5">
      <EditorHeader
        title={title}
        back={{ to: '/admin/products', label: t('adminProducts.back') }}
        sitePath={product?.active && product.path ? product.path : null}
        onSiteLabel={(locale) => t(`adminProducts.onSite.${locale}`)}
        status={status}
        refusal={errors ? (answer?.message ?? '') : null}
      />
      {/* Keyed by the saved version: after a save every field starts again from what is stored. */}
      <Form method="post" noValidate key={product?.updated_at ?? 'new'} className="max-w-6xl space-y-6">
        <input type="hidden" name="option_rows" value={rows} />
        <fieldset className="space-y-4 rounded border border-stone-300 p-4">
          <legend className="px-1 text-lg font-semibold">{t('adminProducts.groups.texts')}</legend>
          {translationFields.map((name) => (
            <TranslationRow key={name} name={name} product={product} errors={errors} />
          ))}
        </fieldset>

        <fieldset className="grid gap-4 rounded border border-stone-300 p-4 md:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('adminProducts.groups.main')}</legend>
          <Labelled name="slug" errors={errors} label={t('adminProducts.fields.slug')} hint={t('adminProducts.hints.slug')}>
            <input type="text" defaultValue={product?.slug ?? ''} className={inputClass} autoComplete="off" {...field('slug')} {...describedBy(fieldId('slug', 'product'), errors?.slug, `${fieldId('slug', 'product')}-hint`)} />
          </Labelled>
          <Labelled name="sku" errors={errors} label={t('adminProducts.fields.sku')}>
            <input type="text" defaultValue={product?.sku ?? ''} className={inputClass} autoComplete="off" {...field('sku')} />
          </Labelled>
          <Labelled name="category_id" errors={errors} label={t('adminProducts.fields.category_id')}>
            <select defaultValue={product?.category_id ?? ''} className={inputClass} {...field('category_id')}>
              <option value="">{t('adminProducts.choose')}</option>
              {choices.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {`${' '.repeat(category.depth * 3)}${category.name}`}
                </option>
              ))}
            </select>
          </Labelled>
          <Labelled name="weight" errors={errors} label={t('adminProducts.fields.weight')}>
            <input type="text" inputMode="numeric" defaultValue={product?.weight ?? ''} className={inputClass} {...field('weight')} />
          </Labelled>
          <label className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="active" defaultChecked={product?.active ?? false} className="size-5" />
            {t('adminProducts.fields.active')}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="featured" defaultChecked={product?.featured ?? false} className="size-5" />
            {t('adminProducts.fields.featured')}
          </label>
        </fieldset>

        <ValueChoices choices={choices} product={product} errors={errors} />

        <ProductPhotos initial={product?.images ?? []} colors={choices.attributes.find((attribute) => attribute.type === 'color')?.values ?? []} errors={errors} limits={uploadLimits} />

        <fieldset className="space-y-3 rounded border border-stone-300 p-4">
          <legend className="px-1 text-lg font-semibold">{t('adminProducts.groups.options')}</legend>
          <p className="text-sm text-stone-700">{t('adminProducts.hints.options')}</p>
          <FieldErrorText id="product-options" errors={errors?.options} />
          <ol className="space-y-3">
            {Array.from({ length: rows }, (_, row) => (
              <OptionRow key={product?.options[row]?.id ?? `new-${row}`} row={row} option={product?.options[row]} choices={choices} errors={errors} />
            ))}
          </ol>
          <button type="button" className={secondaryButtonClass} onClick={() => setExtraRows((count) => count + 3)}>
            {t('adminProducts.moreOptions')}
          </button>
        </fieldset>

        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={buttonClass}>
            {product ? t('adminProducts.save') : t('adminProducts.create')}
          </button>
          {product && (
            <button type="submit" name="intent" value="duplicate" disabled={busy} className={secondaryButtonClass}>
              {t('adminProducts.duplicate')}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}

function Labelled(props: { name: string; label: string; hint?: string; errors: FieldMessages; children: React.ReactNode }) {
  return <LabelledField prefix="product" {...props} />;
}

/** One text in both languages side by side, each input named by its field and language. */
function TranslationRow({ name, product, errors }: { name: (typeof translationFields)[number]; product: StaffProductDetail | null; errors: FieldMessages }) {
  const { t } = useTranslation();
  const long = name === 'description' || name === 'features' || name === 'meta_description';
  return (
    <div className="grid gap-3 md:grid-cols-2">
      {locales.map((locale) => {
        const inputName = `translations.${locale}.${name}`;
        const id = fieldId(inputName, 'product');
        const props = { id, name: inputName, defaultValue: product?.translations[locale][name] ?? '', className: inputClass, ...describedBy(id, errors?.[inputName]) };
        return (
          <div key={locale}>
            <label htmlFor={id} className="mb-1 block font-medium">
              {t('adminProducts.inLanguage', { label: t(`adminProducts.fields.${name}`), language: t(`adminProducts.languages.${locale}`) })}
            </label>
            {long ? <textarea rows={name === 'meta_description' ? 3 : 6} {...props} /> : <input type="text" {...props} />}
            <FieldErrorText id={id} errors={errors?.[inputName]} />
          </div>
        );
      })}
    </div>
  );
}

/** Filter values other than sizes and colours (those come with the options): a group of boxes per attribute. */
function ValueChoices({ choices, product, errors }: { choices: ProductChoices; product: StaffProductDetail | null; errors: FieldMessages }) {
  const { t } = useTranslation();
  const chosen = new Set(product?.attribute_value_ids ?? []);
  // A value refused ("attribute_value_ids.3": gone since the page was read) is named at the group.
  const refused = Object.entries(errors ?? {}).flatMap(([name, messages]) => (name === 'attribute_value_ids' || name.startsWith('attribute_value_ids.') ? messages : []));
  return (
    <fieldset className="space-y-3 rounded border border-stone-300 p-4">
      <legend className="px-1 text-lg font-semibold">{t('adminProducts.groups.values')}</legend>
      <FieldErrorText id="product-attribute_value_ids" errors={[...new Set(refused)]} />
      {choices.attributes
        .filter((attribute) => attribute.type === 'select')
        .map((attribute) => (
          <fieldset key={attribute.id}>
            <legend className="font-medium">{attribute.name}</legend>
            <div className="flex flex-wrap gap-x-4">
              {attribute.values.map((value) => (
                <label key={value.id} className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="attribute_value_ids" value={value.id} defaultChecked={chosen.has(value.id)} className="size-5" />
                  {value.name}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
    </fieldset>
  );
}

/** One option: SKU, size, colour, prices and stock; an empty row is skipped on save. */
function OptionRow({ row, option, choices, errors }: { row: number; option: StaffProductDetail['options'][number] | undefined; choices: ProductChoices; errors: FieldMessages }) {
  const { t } = useTranslation();
  const valuesOf = (type: 'size' | 'color') => choices.attributes.find((attribute) => attribute.type === type)?.values ?? [];
  return (
    <li className="rounded border border-stone-200 p-3">
      <fieldset>
        <legend className="mb-2 font-medium">{t('adminProducts.optionRow', { row: row + 1 })}</legend>
        {option && <input type="hidden" name={`options.${row}.id`} value={option.id} />}
        <div className="grid gap-2 sm:grid-cols-4 lg:grid-cols-7">
          {optionFields.map((name) => {
            const inputName = `options.${row}.${name}`;
            const id = fieldId(inputName, 'product');
            const current = option?.[name];
            const props = { id, name: inputName, className: inputClass, ...describedBy(id, errors?.[inputName]) };
            return (
              <div key={name}>
                <label htmlFor={id} className="mb-1 block text-sm">
                  {t(`adminProducts.fields.${name}`)}
                </label>
                {name === 'size_value_id' || name === 'color_value_id' ? (
                  <select defaultValue={current ?? ''} {...props}>
                    <option value="">—</option>
                    {valuesOf(name === 'size_value_id' ? 'size' : 'color').map((value) => (
                      <option key={value.id} value={value.id}>
                        {value.name}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input type="text" inputMode={name === 'sku' ? undefined : name === 'stock' ? 'numeric' : 'decimal'} defaultValue={current ?? ''} autoComplete="off" {...props} />
                )}
                <FieldErrorText id={id} errors={errors?.[inputName]} />
              </div>
            );
          })}
        </div>
      </fieldset>
    </li>
  );
}
