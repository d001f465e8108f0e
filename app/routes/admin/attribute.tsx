import '../../locales/admin-catalog/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/attribute';
import { attributeInputSchema, attributeTypes, catalogIdSchema, type StaffAttribute } from '../../../common/admin-catalog.ts';
import { translator } from '../../../common/i18n.ts';
import { locales } from '../../../common/locales.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { deleteAttribute, getStaffAttribute, saveAttribute } from '../../../server/modules/catalog/attributes.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage, type StaffActor } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { adminInputClass, buttonClass, cellClass, headClass, tableClass } from '../../components/admin/admin-format.ts';
import { describedBy, FieldErrorText, fieldId, type FieldMessages } from '../../components/admin/field-messages.tsx';
import { LabelledField } from '../../components/admin/labelled-field.tsx';
import { DeleteForm } from '../../components/admin/catalog/delete-form.tsx';
import { deleteAnswer } from '../../components/admin/catalog/delete-answer.server.ts';
import { readAttributeForm, spareValueRows } from '../../components/admin/catalog/attribute-form.ts';

const prefix = 'attribute';

/** /admin/attributes/new has no id; /admin/attributes/:id names an existing attribute (else 404). */
async function attributeOf(args: Route.LoaderArgs | Route.ActionArgs, actor: StaffActor): Promise<StaffAttribute | null> {
  if (args.params.id === undefined) return null;
  const parsed = catalogIdSchema.safeParse({ id: args.params.id });
  const attribute = parsed.success ? await getStaffAttribute(getDeps(args.context).db, parsed.data.id) : null;
  if (!attribute) throw data({ message: translator(actor.locale)('adminCatalog.attributeNotFound') }, { status: 404, headers: adminHeaders });
  return attribute;
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  return { attribute: await attributeOf(args, actor), done: new URL(args.request.url).searchParams.get('done') === 'created' };
}

type ActionAnswer = { message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const existing = await attributeOf(args, actor);
  const t = translator(actor.locale);
  const { db, now } = getDeps(args.context);
  const form = await args.request.formData();
  if (existing && form.get('intent') === 'delete') {
    const result = await deleteAttribute(db, { id: existing.id, actor, ip: pageRequestOrigin(args).ip, now: now() });
    return deleteAnswer(result, { t, listPath: '/admin/attributes', notFoundKey: 'adminCatalog.attributeNotFound' });
  }
  const { input, aliases } = readAttributeForm(form);
  const refused = (errors: Record<string, string[]>) => {
    const byInput: Record<string, string[]> = {};
    for (const [path, messages] of Object.entries(errors)) (byInput[aliases[path] ?? path] ??= []).push(...messages);
    return data({ message: Object.values(byInput)[0]?.[0] ?? t('adminCatalog.invalid'), errors: byInput } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  };
  const parsed = attributeInputSchema.safeParse(input);
  if (!parsed.success) return refused(fieldErrors(parsed.error.issues, actor.locale));
  const result = await saveAttribute(db, { id: existing?.id, input: parsed.data, actor, ip: pageRequestOrigin(args).ip, now: now() });
  if (!result.ok) {
    if (result.reason === 'notFound') throw data({ message: t('adminCatalog.attributeNotFound') }, { status: 404, headers: adminHeaders });
    const names = (result.inUse ?? []).map((value) => `${value.name} (${value.products})`).join(', ');
    return refused(Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key, { names }))])));
  }
  if (!existing) throw redirect(`/admin/attributes/${result.attribute.id}?done=created`, { headers: adminHeaders });
  return { message: t(result.changed ? 'adminCatalog.saved' : 'adminCatalog.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

const valueFields = ['slug', 'hex', 'name.uk', 'name.en'] as const;

export default function AttributeEditorPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { attribute, done } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const errors = answer?.errors;
  const busy = useNavigation().state === 'submitting';
  const title = attribute ? attribute.name.uk : t('adminCatalog.attributes.new');
  const field = (name: string) => ({ id: fieldId(name, prefix), name, ...describedBy(fieldId(name, prefix), errors?.[name]) });
  const status = answer && !answer.errors ? answer.message : done ? t('adminCatalog.attributes.created') : '';
  const rows = (attribute?.values.length ?? 0) + spareValueRows;
  return (
    <div className="space-y-5">
      <AdminHead title={title} />
      <Link to="/admin/attributes" className="underline">
        ← {t('adminCatalog.attributes.back')}
      </Link>
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      <p role="status">{status}</p>
      {errors && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {answer?.message}
        </div>
      )}
      <Form method="post" noValidate key={JSON.stringify(attribute)} className="max-w-6xl space-y-6">
        <input type="hidden" name="value_rows" value={rows} />
        <fieldset className="grid gap-4 rounded border border-stone-300 p-4 md:grid-cols-2">
          <legend className="px-1 text-lg font-semibold">{t('adminCatalog.attributes.main')}</legend>
          {locales.map((locale) => (
            <LabelledField key={locale} name={`name.${locale}`} prefix={prefix} errors={errors} label={t(locale === 'uk' ? 'adminCatalog.fields.nameUk' : 'adminCatalog.fields.nameEn')}>
              <input type="text" defaultValue={attribute?.name[locale] ?? ''} className={adminInputClass} {...field(`name.${locale}`)} />
            </LabelledField>
          ))}
          <LabelledField name="code" prefix={prefix} errors={errors} label={t('adminCatalog.fields.code')} hint={t('adminCatalog.attributes.codeHint')}>
            <input type="text" defaultValue={attribute?.code ?? ''} autoComplete="off" className={adminInputClass} {...field('code')} {...describedBy(fieldId('code', prefix), errors?.code, `${fieldId('code', prefix)}-hint`)} />
          </LabelledField>
          <LabelledField name="type" prefix={prefix} errors={errors} label={t('adminCatalog.fields.type')}>
            <select defaultValue={attribute?.type ?? 'select'} className={adminInputClass} {...field('type')}>
              {attributeTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`adminCatalog.attributes.types.${type}`)}
                </option>
              ))}
            </select>
          </LabelledField>
          <label className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="filterable" defaultChecked={attribute?.filterable ?? true} className="size-5" />
            {t('adminCatalog.fields.filterable')}
          </label>
        </fieldset>

        <fieldset className="space-y-3 rounded border border-stone-300 p-4">
          <legend className="px-1 text-lg font-semibold">{t('adminCatalog.attributes.valuesTitle')}</legend>
          <p className="text-sm text-stone-700">{t('adminCatalog.attributes.valuesHint')}</p>
          <FieldErrorText id={`${prefix}-values`} errors={errors?.values} />
          <div className="overflow-x-auto">
            <table className={tableClass}>
              <thead>
                <tr>
                  <th scope="col" className={headClass}>{t('adminCatalog.attributes.position')}</th>
                  <th scope="col" className={headClass}>{t('adminCatalog.fields.slug')}</th>
                  <th scope="col" className={headClass}>{t('adminCatalog.fields.hex')}</th>
                  <th scope="col" className={headClass}>{t('adminCatalog.fields.nameUk')}</th>
                  <th scope="col" className={headClass}>{t('adminCatalog.fields.nameEn')}</th>
                  <th scope="col" className={headClass}>{t('adminCatalog.attributes.products')}</th>
                  <th scope="col" className={headClass}>{t('adminCatalog.attributes.delete')}</th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: rows }, (_, row) => (
                  <ValueRow key={row} row={row} value={attribute?.values[row]} errors={errors} />
                ))}
              </tbody>
            </table>
          </div>
        </fieldset>

        <button type="submit" disabled={busy} className={buttonClass}>
          {attribute ? t('adminCatalog.save') : t('adminCatalog.create')}
        </button>
      </Form>
      {attribute && <DeleteForm label={t('adminCatalog.attributes.deleteAttribute')} hint={t('adminCatalog.attributes.deleteHint')} errors={errors?.delete} busy={busy} />}
    </div>
  );
}

/** One value's row: its order number, slug, swatch and names, how many products carry it, and a box to delete it. */
function ValueRow({ row, value, errors }: { row: number; value: StaffAttribute['values'][number] | undefined; errors: FieldMessages }) {
  const { t } = useTranslation();
  const rowName = t('adminCatalog.attributes.valueRow', { row: row + 1 });
  const labels: Record<(typeof valueFields)[number], string> = { slug: t('adminCatalog.fields.slug'), hex: t('adminCatalog.fields.hex'), 'name.uk': t('adminCatalog.fields.nameUk'), 'name.en': t('adminCatalog.fields.nameEn') };
  const defaults: Record<(typeof valueFields)[number], string> = { slug: value?.slug ?? '', hex: value?.hex ?? '', 'name.uk': value?.name.uk ?? '', 'name.en': value?.name.en ?? '' };
  return (
    <tr>
      <td className={cellClass}>
        {value && <input type="hidden" name={`values.${row}.id`} value={value.id} />}
        <input type="text" inputMode="numeric" name={`values.${row}.position`} defaultValue={row + 1} aria-label={`${rowName}: ${t('adminCatalog.attributes.position')}`} className={`${adminInputClass} w-16`} />
      </td>
      {valueFields.map((name) => {
        const inputName = `values.${row}.${name}`;
        const id = fieldId(inputName, prefix);
        return (
          <td key={name} className={cellClass}>
            <input type="text" id={id} name={inputName} defaultValue={defaults[name]} aria-label={`${rowName}: ${labels[name]}`} className={adminInputClass} {...describedBy(id, errors?.[inputName])} />
            <FieldErrorText id={id} errors={errors?.[inputName]} />
          </td>
        );
      })}
      <td className={cellClass}>{value?.products ?? ''}</td>
      <td className={cellClass}>
        {value && (
          <input type="checkbox" name={`values.${row}.delete`} aria-label={`${rowName}: ${t('adminCatalog.attributes.delete')}`} className="size-5" />
        )}
      </td>
    </tr>
  );
}
