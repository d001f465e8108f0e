import '../../locales/admin-coupons/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/coupon';
import { couponIdSchema, couponInputSchema, type StaffCouponDetail } from '../../../common/admin-coupons.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { createCoupon, getStaffCoupon, updateCoupon } from '../../../server/modules/coupons/coupons.admin.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage, type StaffActor } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { useDiscountText } from '../../components/admin/coupon-discount.ts';
import { OrderBriefTable } from '../../components/admin/order-brief-table.tsx';
import { buttonClass, formatUah } from '../../components/admin/admin-format.ts';

/** /admin/coupons/new has no id; /admin/coupons/:id names an existing coupon (else 404). */
async function couponOf(args: Route.LoaderArgs | Route.ActionArgs, actor: StaffActor): Promise<StaffCouponDetail | null> {
  if (args.params.id === undefined) return null;
  const parsed = couponIdSchema.safeParse({ id: args.params.id });
  const coupon = parsed.success ? await getStaffCoupon(getDeps(args.context).db, parsed.data.id) : null;
  if (!coupon) throw data({ message: translator(actor.locale)('adminCoupons.notFound') }, { status: 404, headers: adminHeaders });
  return coupon;
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const coupon = await couponOf(args, actor);
  const created = new URL(args.request.url).searchParams.get('created') === '1';
  return { coupon, locale: actor.locale, created };
}

type ActionAnswer = { message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'catalog');
  const existing = await couponOf(args, actor);
  const t = translator(actor.locale);
  const form = await args.request.formData();
  const text = (name: string) => String(form.get(name) ?? '');
  const parsed = couponInputSchema.safeParse({
    code: existing?.code ?? text('code'),
    type: text('type'),
    value: text('value'),
    min_total: text('min_total') || '0',
    starts_on: text('starts_on'),
    ends_on: text('ends_on'),
    usage_limit: text('usage_limit'),
    active: form.get('active') === 'on',
  });
  const refused = (errors: Record<string, string[]>) => data({ message: '', errors } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  if (!parsed.success) return refused(fieldErrors(parsed.error.issues, actor.locale));
  const { db, now } = getDeps(args.context);
  const context = { input: parsed.data, actor, ip: pageRequestOrigin(args).ip, now: now() };
  if (!existing) {
    const result = await createCoupon(db, context);
    if (!result.ok) return refused({ code: [t('adminCoupons.codeTaken')] });
    throw redirect(`/admin/coupons/${result.coupon.id}?created=1`, { headers: adminHeaders });
  }
  const result = await updateCoupon(db, { ...context, id: existing.id });
  if (!result.ok) throw data({ message: t('adminCoupons.notFound') }, { status: 404, headers: adminHeaders });
  return { message: result.changed ? t('adminCoupons.saved', { code: existing.code }) : t('adminCoupons.unchanged') } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

const inputClass = 'block min-h-11 w-full rounded border border-stone-400 px-3 py-2 aria-[invalid=true]:border-red-700';

function Field({ name, label, errors, hint, ...input }: { name: string; label: string; errors: Record<string, string[]> | undefined; hint?: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = `coupon-${name}`;
  const described = [hint ? `${id}-hint` : null, errors?.[name] ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      <input id={id} name={name} className={inputClass} aria-invalid={errors?.[name] ? true : undefined} aria-describedby={described || undefined} {...input} />
      {errors?.[name] && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {errors[name].join(' ')}
        </p>
      )}
    </div>
  );
}

export default function CouponPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const discount = useDiscountText();
  const { coupon, locale, created } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const errors = answer?.errors;
  const busy = useNavigation().state === 'submitting';
  const title = coupon ? coupon.code : t('adminCoupons.new');
  return (
    <div className="space-y-5">
      <AdminHead title={title} />
      <Link to="/admin/coupons" className="underline">
        ← {t('adminCoupons.back')}
      </Link>
      <h1 className="text-2xl font-bold break-words">{title}</h1>
      {coupon && <p>{discount(coupon)}</p>}
      <p role="status">{answer?.message || (created && coupon ? t('adminCoupons.created', { code: coupon.code }) : '')}</p>
      <Form method="post" className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          {coupon ? (
            <p>
              <span className="font-medium">{t('adminCoupons.columns.code')}:</span> <span className="font-mono">{coupon.code}</span>
              <span className="block text-sm text-stone-700">{t('adminCoupons.hints.code')}</span>
            </p>
          ) : (
            <Field name="code" label={t('adminCoupons.fields.code')} errors={errors} hint={t('adminCoupons.hints.code')} required maxLength={40} autoComplete="off" />
          )}
        </div>
        <fieldset>
          <legend className="mb-1 font-medium">{t('adminCoupons.fields.type')}</legend>
          {(['percent', 'fixed'] as const).map((type) => (
            <label key={type} className="flex min-h-11 items-center gap-2">
              <input type="radio" name="type" value={type} defaultChecked={(coupon?.type ?? 'percent') === type} className="size-5" />
              {t(`adminCoupons.fields.${type}`)}
            </label>
          ))}
        </fieldset>
        <Field name="value" label={t('adminCoupons.fields.value')} errors={errors} defaultValue={coupon?.value ?? ''} inputMode="decimal" required />
        <Field name="min_total" label={t('adminCoupons.fields.minTotal')} errors={errors} defaultValue={coupon?.min_total ?? '0'} inputMode="decimal" />
        <Field name="usage_limit" label={t('adminCoupons.fields.usageLimit')} errors={errors} hint={t('adminCoupons.hints.optional')} defaultValue={coupon?.usage_limit ?? ''} inputMode="numeric" />
        <Field name="starts_on" type="date" label={t('adminCoupons.fields.startsOn')} errors={errors} hint={t('adminCoupons.hints.optional')} defaultValue={coupon?.starts_on ?? ''} />
        <Field name="ends_on" type="date" label={t('adminCoupons.fields.endsOn')} errors={errors} hint={t('adminCoupons.hints.optional')} defaultValue={coupon?.ends_on ?? ''} />
        <label className="inline-flex min-h-11 items-center gap-2 font-medium sm:col-span-2">
          <input type="checkbox" name="active" defaultChecked={coupon?.active ?? true} className="size-5" />
          {t('adminCoupons.fields.active')}
        </label>
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass}>
            {coupon ? t('adminCoupons.save') : t('adminCoupons.create')}
          </button>
        </div>
      </Form>

      {coupon && (
        <section aria-labelledby="coupon-orders" className="space-y-2">
          <h2 id="coupon-orders" className="text-lg font-semibold">
            {t('adminCoupons.recentOrders')} ({coupon.orders} · {formatUah(coupon.orders_total_uah, locale)})
          </h2>
          {coupon.recent_orders.length === 0 ? (
            <p>{t('adminCoupons.noOrders')}</p>
          ) : (
            <OrderBriefTable orders={coupon.recent_orders} locale={locale} />
          )}
        </section>
      )}
    </div>
  );
}
