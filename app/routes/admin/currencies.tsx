import '../../locales/admin-currencies/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/currencies';
import { currencyAffixMaxLength, currencyCodeSchema, currencyUpdateSchema, type StaffCurrencyView } from '../../../common/admin-currencies.ts';
import { translator } from '../../../common/i18n.ts';
import { fieldErrors } from '../../../server/http/validation.ts';
import { NbuError } from '../../../server/integrations/nbu/nbu.ts';
import { listStaffCurrencies, updateCurrency } from '../../../server/modules/settings/currencies.admin.ts';
import { refreshFromNbu } from '../../../server/modules/settings/currencies.nbu.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { buttonClass, formatDay, secondaryButtonClass } from '../../components/admin/admin-format.ts';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'settings');
  return { currencies: await listStaffCurrencies(getDeps(args.context).db), locale: actor.locale };
}

type ActionAnswer = { code: string | null; message: string; errors?: Record<string, string[]> };

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'settings');
  const t = translator(actor.locale);
  const deps = getDeps(args.context);
  const form = await args.request.formData();
  if (form.get('intent') === 'refresh') {
    try {
      const report = await refreshFromNbu(deps);
      const list = (codes: string[]) => (codes.length > 0 ? codes.join(', ') : t('adminCurrencies.none'));
      return { code: null, message: t('adminCurrencies.refreshed', { updated: list(report.updated), unchanged: list(report.unchanged), manual: list(report.manual), missing: list(report.missing) }) } satisfies ActionAnswer;
    } catch (error) {
      if (!(error instanceof NbuError)) throw error;
      deps.logger.warn({ reason: error.reason, status: error.status }, 'National Bank rates not fetched');
      return data({ code: null, message: t('adminCurrencies.nbuFailed') } satisfies ActionAnswer, { status: 502, headers: adminHeaders });
    }
  }
  const code = currencyCodeSchema.safeParse({ code: form.get('code') });
  if (!code.success) throw data({ message: t('adminCurrencies.notFound') }, { status: 404, headers: adminHeaders });
  const typedRate = String(form.get('uah_per_unit') ?? '');
  const change = currencyUpdateSchema.safeParse({
    offered: form.get('offered') === 'on',
    prefix: String(form.get('prefix') ?? ''),
    suffix: String(form.get('suffix') ?? ''),
    rate_source: form.get('rate_source') ?? 'nbu',
    uah_per_unit: typedRate.trim() === '' ? undefined : typedRate,
  });
  if (!change.success) {
    return data({ code: code.data.code, message: '', errors: fieldErrors(change.error.issues, actor.locale) } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  }
  const result = await updateCurrency(deps.db, { code: code.data.code, change: change.data, actor, ip: pageRequestOrigin(args).ip, now: deps.now() });
  if (!result.ok) {
    if (result.reason === 'notFound') throw data({ message: t('adminCurrencies.notFound') }, { status: 404, headers: adminHeaders });
    return data({ code: code.data.code, message: '', errors: { offered: [t(`adminCurrencies.${result.reason}`)] } } satisfies ActionAnswer, { status: 422, headers: adminHeaders });
  }
  return { code: code.data.code, message: t(result.changed ? 'adminCurrencies.saved' : 'adminCurrencies.unchanged', { code: code.data.code }) } satisfies ActionAnswer;
}

export function headers() {
  return adminHeaders;
}

const inputClass = 'block min-h-11 w-full rounded border border-stone-400 px-3 py-2 aria-[invalid=true]:border-red-700';

function FieldError({ id, messages }: { id: string; messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-800">
      {messages.join(' ')}
    </p>
  );
}

const fieldId = (code: string, field: string) => `currency-${code}-${field}`;

/** Marks a field invalid and points it at its messages, when it has any. */
const invalidProps = (code: string, field: string, errors: Record<string, string[]> | undefined) =>
  errors?.[field] ? { 'aria-invalid': true, 'aria-describedby': fieldId(code, `${field}-error`) } : {};

/** A labelled text field of a currency's form, its errors announced with it. */
function TextInput({ code, name, label, errors, ...input }: { code: string; name: string; label: string; errors: Record<string, string[]> | undefined; defaultValue: string; maxLength?: number; inputMode?: 'decimal' }) {
  return (
    <div>
      <label htmlFor={fieldId(code, name)} className="mb-1 block font-medium">
        {label}
      </label>
      <input id={fieldId(code, name)} name={name} {...input} className={inputClass} {...invalidProps(code, name, errors)} />
      <FieldError id={fieldId(code, `${name}-error`)} messages={errors?.[name]} />
    </div>
  );
}

/** One currency's form: its own save button, so a mistake in one never blocks the others. */
function CurrencyForm({ currency, answer, locale }: { currency: StaffCurrencyView; answer: ActionAnswer | undefined; locale: Route.ComponentProps['loaderData']['locale'] }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const errors = answer?.code === currency.code ? answer.errors : undefined;
  const id = (field: string) => fieldId(currency.code, field);
  const described = (field: string) => invalidProps(currency.code, field, errors);
  return (
    <section className="rounded border border-stone-300 bg-white p-4" aria-labelledby={id('title')} data-currency={currency.code}>
      <h2 id={id('title')} className="mb-1 text-lg font-semibold">
        {currency.code}
      </h2>
      <p className="mb-3 text-sm text-stone-700">
        {[currency.is_base ? t('adminCurrencies.base') : null, currency.is_default ? t('adminCurrencies.default') : null].filter(Boolean).join(' · ')}
      </p>
      <Form method="post" className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="code" value={currency.code} />
        <div className="sm:col-span-2">
          <label className="inline-flex min-h-11 items-center gap-2 font-medium">
            <input type="checkbox" name="offered" defaultChecked={currency.offered} className="size-5" {...described('offered')} />
            {t('adminCurrencies.columns.offered')}
          </label>
          <FieldError id={id('offered-error')} messages={errors?.offered} />
        </div>
        <TextInput code={currency.code} errors={errors} name="prefix" label={t('adminCurrencies.columns.prefix')} defaultValue={currency.prefix} maxLength={currencyAffixMaxLength} />
        <TextInput code={currency.code} errors={errors} name="suffix" label={t('adminCurrencies.columns.suffix')} defaultValue={currency.suffix} maxLength={currencyAffixMaxLength} />
        {currency.is_base ? (
          <input type="hidden" name="rate_source" value="nbu" />
        ) : (
          <>
            <fieldset>
              <legend className="mb-1 font-medium">{t('adminCurrencies.columns.rateSource')}</legend>
              {(['nbu', 'manual'] as const).map((source) => (
                <label key={source} className="flex min-h-11 items-center gap-2">
                  <input type="radio" name="rate_source" value={source} defaultChecked={currency.rate_source === source} className="size-5" />
                  {t(`adminCurrencies.source.${source}`)}
                </label>
              ))}
              <p className="text-sm text-stone-700">
                {currency.rate_source === 'nbu' ? (currency.rate_date ? t('adminCurrencies.rateDate', { date: formatDay(currency.rate_date, locale) }) : t('adminCurrencies.rateSeeded')) : ''}
              </p>
            </fieldset>
            <TextInput code={currency.code} errors={errors} name="uah_per_unit" label={t('adminCurrencies.columns.uahPerUnit')} defaultValue={currency.uah_per_unit} inputMode="decimal" />
          </>
        )}
        <div className="sm:col-span-2">
          <button type="submit" disabled={busy} className={buttonClass}>
            {t('adminCurrencies.save', { code: currency.code })}
          </button>
        </div>
      </Form>
    </section>
  );
}

export default function CurrenciesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { currencies, locale } = loaderData;
  const answer = actionData as ActionAnswer | undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="space-y-5">
      <AdminHead title={t('adminCurrencies.title')} />
      <h1 className="text-2xl font-bold">{t('adminCurrencies.title')}</h1>
      <p>{t('adminCurrencies.intro')}</p>
      <Form method="post">
        <button type="submit" name="intent" value="refresh" disabled={busy} className={secondaryButtonClass}>
          {t('adminCurrencies.refresh')}
        </button>
      </Form>
      <p role="status">{answer?.message ?? ''}</p>
      {currencies.map((currency) => (
        <CurrencyForm key={currency.code} currency={currency} answer={answer} locale={locale} />
      ))}
    </div>
  );
}
