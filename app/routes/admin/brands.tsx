import '../../locales/admin-catalog/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/brands';
import { brandInputSchema, catalogIdSchema, type StaffBrand } from '../../../common/admin-catalog.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { changeBrand, listStaffBrands, type BrandChangeResult } from '../../../server/modules/catalog/brands.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { adminInputClass, buttonClass, secondaryButtonClass } from '../../components/admin/admin-format.ts';
import { describedBy, fieldId, type FieldMessages } from '../../components/admin/field-messages.tsx';
import { LabelledField } from '../../components/admin/labelled-field.tsx';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const url = new URL(args.request.url);
  const created = catalogIdSchema.safeParse({ id: url.searchParams.get('created') ?? '' });
  return { brands: await listStaffBrands(getDeps(args.context).db), locale: actor.locale, created: created.success ? created.data.id : null, deleted: url.searchParams.has('deleted') };
}

/** Which form answered (`new` or a brand's id), with its message and field errors. */
type ActionAnswer = { form: string; message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const t = translator(actor.locale);
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const intent = text('intent');
  const { db, now } = getDeps(args.context);
  const context = { actor, ip: pageRequestOrigin(args).ip, now: now() };
  const id = catalogIdSchema.safeParse({ id: text('id') });
  const formName = intent === 'create' ? 'new' : text('id');
  const refused = (errors: Record<string, string[]>) => data({ form: formName, message: Object.values(errors)[0]?.[0] ?? t('adminCatalog.invalid'), errors } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  const missing = () => data({ message: t('adminCatalog.brandNotFound') }, { status: 404, headers: adminHeaders });
  /** A refusal's field messages, in the member's language. */
  const refusedWith = (result: Exclude<BrandChangeResult, { ok: true }>) => {
    if (result.reason === 'notFound') throw missing();
    return refused(Object.fromEntries(Object.entries(result.errors).map(([field, keys]) => [field, keys.map((key) => t(key, { count: result.products ?? 0 }))])));
  };
  if (intent === 'delete') {
    if (!id.success) throw missing();
    const result = await changeBrand(db, { ...context, change: { kind: 'delete', id: id.data.id } });
    if (!result.ok) return refusedWith(result);
    throw redirect('/admin/brands?deleted=1', { headers: adminHeaders });
  }
  if (intent !== 'create' && intent !== 'update') throw data({ message: t('adminCatalog.unknownIntent') }, { status: 400, headers: adminHeaders });
  const input = brandInputSchema.safeParse({ slug: text('slug'), name: { uk: text('name.uk'), en: text('name.en') } });
  if (!input.success) return refused(fieldErrors(input.error.issues, actor.locale));
  if (intent === 'update' && !id.success) throw missing();
  const result = await changeBrand(db, { ...context, change: intent === 'create' ? { kind: 'create', input: input.data } : { kind: 'update', id: id.data!.id, input: input.data } });
  if (!result.ok) return refusedWith(result);
  if (intent === 'create') throw redirect(`/admin/brands?created=${result.brand!.id}`, { headers: adminHeaders });
  return { form: formName, message: t(result.changed ? 'adminCatalog.saved' : 'adminCatalog.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

export default function BrandsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { brands, locale, created, deleted } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const createdBrand = brands.find((brand) => brand.id === created);
  const notice = answer && !answer.errors ? answer.message : createdBrand ? t('adminCatalog.brands.created', { name: createdBrand.name[locale] }) : deleted ? t('adminCatalog.brands.deleted') : '';
  return (
    <div className="space-y-5">
      <AdminHead title={t('adminCatalog.brands.title')} />
      <h1 className="text-2xl font-bold">{t('adminCatalog.brands.title')}</h1>
      <p className="max-w-3xl">{t('adminCatalog.brands.intro')}</p>
      <p className="max-w-3xl text-sm text-stone-700">{t('adminCatalog.brands.slugHint')}</p>
      <p role="status" className="font-medium">
        {notice}
      </p>
      {answer?.errors && (
        <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-900">
          {answer.message}
        </div>
      )}
      <section aria-labelledby="brand-new" className="max-w-4xl rounded border border-stone-300 bg-white p-4">
        <h2 id="brand-new" className="mb-3 text-xl font-semibold">
          {t('adminCatalog.brands.add')}
        </h2>
        <BrandForm brand={null} errors={answer?.form === 'new' ? answer.errors : undefined} />
      </section>
      <section aria-labelledby="brand-list" className="max-w-4xl space-y-3">
        <h2 id="brand-list" className="text-xl font-semibold">
          {t('adminCatalog.brands.list')}
        </h2>
        {brands.length === 0 && <p>{t('adminCatalog.brands.empty')}</p>}
        <ul className="space-y-3">
          {brands.map((brand) => (
            <li key={brand.id} data-brand={brand.slug} className="rounded border border-stone-300 bg-white p-4">
              <h3 className="mb-2 font-semibold">
                {brand.name[locale]} <span className="font-normal text-stone-700">· {t('adminCatalog.categories.products', { count: brand.products })}</span>
              </h3>
              <BrandForm brand={brand} errors={answer?.form === String(brand.id) ? answer.errors : undefined} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** A brand's fields (a new one's when `brand` is null), saved by their own form; a stored brand has its delete button beside. */
function BrandForm({ brand, errors }: { brand: StaffBrand | null; errors: FieldMessages }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const prefix = `brand-${brand?.id ?? 'new'}`;
  const field = (name: string) => ({ id: fieldId(name, prefix), name, ...describedBy(fieldId(name, prefix), errors?.[name]) });
  const label = brand?.name.uk ?? '';
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Form method="post" noValidate key={JSON.stringify(brand)} className="grid flex-1 gap-3 md:grid-cols-[1fr_1fr_1fr_auto] md:items-end">
        <input type="hidden" name="intent" value={brand ? 'update' : 'create'} />
        {brand && <input type="hidden" name="id" value={brand.id} />}
        <LabelledField name="slug" prefix={prefix} errors={errors} label={t('adminCatalog.fields.slug')}>
          <input type="text" defaultValue={brand?.slug ?? ''} autoComplete="off" className={adminInputClass} {...field('slug')} />
        </LabelledField>
        <LabelledField name="name.uk" prefix={prefix} errors={errors} label={t('adminCatalog.fields.nameUk')}>
          <input type="text" defaultValue={brand?.name.uk ?? ''} className={adminInputClass} {...field('name.uk')} />
        </LabelledField>
        <LabelledField name="name.en" prefix={prefix} errors={errors} label={t('adminCatalog.fields.nameEn')}>
          <input type="text" defaultValue={brand?.name.en ?? ''} className={adminInputClass} {...field('name.en')} />
        </LabelledField>
        <button type="submit" disabled={busy} className={buttonClass} aria-label={brand ? t('adminCatalog.brands.save', { name: label }) : undefined}>
          {brand ? t('adminCatalog.save') : t('adminCatalog.create')}
        </button>
      </Form>
      {brand && (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={brand.id} />
          <button type="submit" disabled={busy} className={secondaryButtonClass} aria-label={t('adminCatalog.brands.delete', { name: label })} aria-describedby={errors?.id ? `${prefix}-delete-error` : undefined}>
            {t('adminCatalog.attributes.delete')}
          </button>
          {errors?.id && (
            <p id={`${prefix}-delete-error`} className="mt-1 text-sm text-red-800">
              {errors.id.join(' ')}
            </p>
          )}
        </Form>
      )}
    </div>
  );
}
