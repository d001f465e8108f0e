import '../../locales/admin-catalog/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/category';
import { catalogIdSchema, categoryInputSchema, type StaffCategory, type StaffCategoryNode } from '../../../common/admin-catalog.ts';
import { translator } from '../../../common/i18n.ts';
import { locales } from '../../../common/locales.ts';
import { localizePath } from '../../../common/paths.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { listStaffAttributes } from '../../../server/modules/catalog/attributes.admin.ts';
import { deleteCategory, getStaffCategory, listCategoryTree, saveCategory } from '../../../server/modules/catalog/categories.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage, type StaffActor } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { adminInputClass, buttonClass } from '../../components/admin/admin-format.ts';
import { describedBy, FieldErrorText, fieldId } from '../../components/admin/field-messages.tsx';
import { LabelledField } from '../../components/admin/labelled-field.tsx';
import { DeleteForm } from '../../components/admin/catalog/delete-form.tsx';
import { deleteAnswer } from '../../components/admin/catalog/delete-answer.server.ts';
import { categoryTextFields, readCategoryForm } from '../../components/admin/catalog/category-form.ts';

const prefix = 'category';

/** /admin/categories/new has no id; /admin/categories/:id names an existing category (else 404). */
async function categoryOf(args: Route.LoaderArgs | Route.ActionArgs, actor: StaffActor): Promise<StaffCategory | null> {
  if (args.params.id === undefined) return null;
  const parsed = catalogIdSchema.safeParse({ id: args.params.id });
  const category = parsed.success ? await getStaffCategory(getDeps(args.context).db, parsed.data.id) : null;
  if (!category) throw data({ message: translator(actor.locale)('adminCatalog.categoryNotFound') }, { status: 404, headers: adminHeaders });
  return category;
}

/** The categories a category may go under, depth first: not itself nor its own subcategories. */
function parentChoices(tree: StaffCategoryNode[], locale: 'uk' | 'en', except: number | null) {
  const choices: { id: number; name: string; depth: number }[] = [];
  const walk = (nodes: StaffCategoryNode[], depth: number) => {
    for (const node of nodes) {
      if (node.id === except) continue;
      choices.push({ id: node.id, name: node.name[locale], depth });
      walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return choices;
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const category = await categoryOf(args, actor);
  const { db } = getDeps(args.context);
  const [tree, attributes] = await Promise.all([listCategoryTree(db), listStaffAttributes(db)]);
  const url = new URL(args.request.url);
  const parent = catalogIdSchema.safeParse({ id: url.searchParams.get('parent') ?? '' });
  return {
    category,
    parents: parentChoices(tree, actor.locale, category?.id ?? null),
    attributes: attributes.map((attribute) => ({ id: attribute.id, name: attribute.name[actor.locale], filterable: attribute.filterable })),
    newParent: parent.success ? parent.data.id : null,
    done: url.searchParams.get('done') === 'created',
  };
}

type ActionAnswer = { message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const existing = await categoryOf(args, actor);
  const t = translator(actor.locale);
  const { db, now } = getDeps(args.context);
  // The filters' errors show under their table, whichever of them they name.
  const refused = (errors: Record<string, string[]>) => {
    const byInput: Record<string, string[]> = {};
    for (const [field, messages] of Object.entries(errors)) (byInput[field.startsWith('filters.') ? 'filters' : field] ??= []).push(...messages);
    return data({ message: t('adminCatalog.invalid'), errors: byInput } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  };
  const form = await args.request.formData();
  if (existing && form.get('intent') === 'delete') {
    const result = await deleteCategory(db, { id: existing.id, actor, ip: pageRequestOrigin(args).ip, now: now() });
    return deleteAnswer(result, { t, listPath: '/admin/categories', notFoundKey: 'adminCatalog.categoryNotFound' });
  }
  const parsed = categoryInputSchema.safeParse(readCategoryForm(form));
  if (!parsed.success) return refused(fieldErrors(parsed.error.issues, actor.locale, (field) => ({ field: t(`adminCatalog.fields.${field.replace(/^translations\.\w+\./, '')}`, { defaultValue: '' }) })));
  const result = await saveCategory(db, { id: existing?.id, input: parsed.data, actor, ip: pageRequestOrigin(args).ip, now: now() });
  if (!result.ok) {
    if (result.reason === 'notFound') throw data({ message: t('adminCatalog.categoryNotFound') }, { status: 404, headers: adminHeaders });
    return refused(Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key))])));
  }
  if (!existing) throw redirect(`/admin/categories/${result.category.id}?done=created`, { headers: adminHeaders });
  return { message: t(result.changed ? 'adminCatalog.saved' : 'adminCatalog.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

export default function CategoryEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { category, parents, attributes, newParent, done } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const errors = answer?.errors;
  const busy = useNavigation().state === 'submitting';
  const title = category ? category.translations.uk.name : t('adminCatalog.category.new');
  const field = (name: string) => ({ id: fieldId(name, prefix), name, ...describedBy(fieldId(name, prefix), errors?.[name]) });
  const status = answer && !answer.errors ? answer.message : done ? t('adminCatalog.category.created') : '';
  const chosen = category?.filters.attribute_ids ?? null;
  return (
    <div className="space-y-5">
      <AdminHead title={title} />
      <Link to="/admin/categories" className="underline">
        ← {t('adminCatalog.category.back')}
      </Link>
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      {category?.active && (
        <p className="flex flex-wrap gap-4">
          {locales.map((locale) => (
            <a key={locale} href={localizePath(`/${category.path}`, locale)} className="underline" target="_blank" rel="noreferrer">
              {t(`adminCatalog.onSite.${locale}`)}
            </a>
          ))}
        </p>
      )}
      <p role="status">{status}</p>
      {errors && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {answer?.message}
        </div>
      )}
      {/* Keyed by what is stored: after a save every field starts again from it. */}
      <Form method="post" noValidate key={JSON.stringify(category)} className="max-w-6xl space-y-6">
        <fieldset className="space-y-4 rounded border border-stone-300 p-4">
          <legend className="px-1 text-lg font-semibold">{t('adminCatalog.category.texts')}</legend>
          {categoryTextFields.map((name) => (
            <div key={name} className="grid gap-3 md:grid-cols-2">
              {locales.map((locale) => {
                const inputName = `translations.${locale}.${name}`;
                const props = { ...field(inputName), defaultValue: category?.translations[locale][name] ?? '', className: adminInputClass };
                return (
                  <div key={locale}>
                    <label htmlFor={props.id} className="mb-1 block font-medium">
                      {t('adminCatalog.inLanguage', { label: t(`adminCatalog.fields.${name}`), language: t(`adminCatalog.languages.${locale}`) })}
                    </label>
                    {name === 'description' || name === 'meta_description' ? <textarea rows={name === 'description' ? 4 : 2} {...props} /> : <input type="text" {...props} />}
                    <FieldErrorText id={props.id} errors={errors?.[inputName]} />
                  </div>
                );
              })}
            </div>
          ))}
        </fieldset>

        <fieldset className="grid gap-4 rounded border border-stone-300 p-4 md:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('adminCatalog.category.place')}</legend>
          <LabelledField name="slug" prefix={prefix} errors={errors} label={t('adminCatalog.fields.slug')} hint={t('adminCatalog.category.slugHint')}>
            <input type="text" defaultValue={category?.slug ?? ''} className={adminInputClass} autoComplete="off" {...field('slug')} {...describedBy(fieldId('slug', prefix), errors?.slug, `${fieldId('slug', prefix)}-hint`)} />
          </LabelledField>
          <LabelledField name="parent_id" prefix={prefix} errors={errors} label={t('adminCatalog.fields.parent_id')}>
            <select defaultValue={category?.parent_id ?? newParent ?? ''} className={adminInputClass} {...field('parent_id')}>
              <option value="">{t('adminCatalog.category.topLevel')}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {`${' '.repeat(parent.depth * 3)}${parent.name}`}
                </option>
              ))}
            </select>
          </LabelledField>
          <label className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="active" defaultChecked={category?.active ?? true} className="size-5" />
            {t('adminCatalog.fields.active')}
          </label>
        </fieldset>

        <fieldset className="space-y-3 rounded border border-stone-300 p-4" aria-describedby={errors?.filters ? `${prefix}-filters-error` : undefined}>
          <legend className="px-1 text-lg font-semibold">{t('adminCatalog.category.filters')}</legend>
          <p className="text-sm text-stone-700">{t('adminCatalog.category.filtersHint')}</p>
          <label className="flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="price_filter" defaultChecked={category?.filters.price ?? true} className="size-5" />
            {t('adminCatalog.category.priceFilter')}
          </label>
          <label className="flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="filters_chosen" defaultChecked={chosen !== null} className="size-5" />
            {t('adminCatalog.category.filtersChosen')}
          </label>
          <table className="w-full max-w-2xl border-collapse text-left text-sm">
            <caption className="sr-only">{t('adminCatalog.category.filterTable')}</caption>
            <thead>
              <tr>
                <th scope="col" className="border-b-2 border-stone-300 px-2 py-2">{t('adminCatalog.category.filterShown')}</th>
                <th scope="col" className="border-b-2 border-stone-300 px-2 py-2">{t('adminCatalog.category.filterPlace')}</th>
              </tr>
            </thead>
            <tbody>
              {attributes.map((attribute) => {
                const place = chosen?.indexOf(attribute.id) ?? -1;
                return (
                  <tr key={attribute.id}>
                    <td className="border-b border-stone-200 px-2 py-1">
                      <label className="flex min-h-11 items-center gap-2">
                        <input type="checkbox" name="filter" value={attribute.id} defaultChecked={place >= 0} className="size-5" />
                        {attribute.name}
                        {!attribute.filterable && <span className="text-stone-700">({t('adminCatalog.category.notFilterable')})</span>}
                      </label>
                    </td>
                    <td className="border-b border-stone-200 px-2 py-1">
                      <input
                        type="text"
                        inputMode="numeric"
                        name={`filter_place.${attribute.id}`}
                        defaultValue={place >= 0 ? place + 1 : ''}
                        aria-label={t('adminCatalog.category.filterPlaceOf', { name: attribute.name })}
                        className={`${adminInputClass} max-w-24`}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <FieldErrorText id={`${prefix}-filters`} errors={errors?.filters} />
        </fieldset>

        <button type="submit" disabled={busy} className={buttonClass}>
          {category ? t('adminCatalog.save') : t('adminCatalog.create')}
        </button>
      </Form>
      {category && <DeleteForm label={t('adminCatalog.category.delete')} hint={t('adminCatalog.category.deleteHint')} errors={errors?.delete} busy={busy} />}
    </div>
  );
}

