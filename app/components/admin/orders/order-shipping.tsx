import '../../../locales/admin-shipping/index.ts';
import '../../../locales/parcel/index.ts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import type { OrderShipping } from '../../../../common/parcel.ts';
import type { WaybillActionData } from '../../../routes/admin/order-waybill.tsx';
import { formatInKyiv } from '../../../../common/intl-formats.ts';

const button = 'inline-flex min-h-11 items-center rounded bg-olive-700 px-4 font-semibold text-white hover:bg-olive-800 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
const link = 'inline-flex min-h-11 items-center font-semibold text-olive-700 underline';

function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatInKyiv(iso, i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The answer of the last submit, announced to screen readers. */
function Outcome({ answer }: { answer: WaybillActionData | undefined }) {
  if (!answer || ('field' in answer && answer.field)) return null;
  return (
    <p role={answer.ok ? 'status' : 'alert'} className={answer.ok ? 'text-olive-800' : 'text-danger'}>
      {answer.message}
    </p>
  );
}

function ParcelFacts({ parcel }: { parcel: NonNullable<OrderShipping['parcel']> }) {
  const { t } = useTranslation();
  const dateTime = useDateTime();
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[10rem_1fr]">
      <dt className="font-semibold text-muted">{t('adminShipping.waybill')}</dt>
      <dd>
        <p>
          <span className="font-bold tabular-nums" data-waybill="">
            {parcel.waybill_number}
          </span>{' '}
          <span className="text-sm text-muted">({t(`adminShipping.source.${parcel.source}`)})</span>
        </p>
        {parcel.cost && <p className="text-sm text-muted">{t('adminShipping.cost', { cost: `${parcel.cost} ₴` })}</p>}
        <p className="flex flex-wrap gap-x-4">
          <a href={parcel.label_url} target="_blank" rel="noopener" className={link}>
            {t('adminShipping.label')}
          </a>
          <a href={parcel.tracking_url} target="_blank" rel="noopener noreferrer" className={link}>
            {t('adminShipping.track')}
          </a>
        </p>
      </dd>
      <dt className="font-semibold text-muted">{t('adminShipping.state')}</dt>
      <dd data-parcel-stage={parcel.stage}>
        <p>{parcel.tracked_at ? t(`parcel.stage.${parcel.stage}`) : t('adminShipping.notTracked')}</p>
        {parcel.status_text && <p className="text-sm text-muted">{parcel.status_text}</p>}
        {parcel.tracked_at && <p className="text-sm text-muted">{t('adminShipping.trackedAt', { date: dateTime(parcel.tracked_at) })}</p>}
        {parcel.cod_received_at && <p className="font-semibold">{t('adminShipping.codReceived', { date: dateTime(parcel.cod_received_at) })}</p>}
      </dd>
    </dl>
  );
}

function CreateWaybill({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WaybillActionData>();
  const hintId = useId();
  return (
    <fetcher.Form method="post" action={`/admin/orders/${orderId}/waybill`} className="space-y-2">
      <input type="hidden" name="intent" value="create" />
      <button type="submit" className={button} aria-describedby={hintId} disabled={fetcher.state !== 'idle'}>
        {t('adminShipping.create')}
      </button>
      <p id={hintId} className="text-sm text-muted">
        {t('adminShipping.createHint')}
      </p>
      <Outcome answer={fetcher.data} />
    </fetcher.Form>
  );
}

function WaybillByHand({ orderId, correcting }: { orderId: number; correcting: boolean }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<WaybillActionData>();
  const inputId = useId();
  const errorId = useId();
  const answer = fetcher.data;
  const fieldError = answer && !answer.ok && answer.field === 'number' ? answer.message : null;
  return (
    <fetcher.Form method="post" action={`/admin/orders/${orderId}/waybill`} className="space-y-2">
      <input type="hidden" name="intent" value="byHand" />
      <fieldset className="space-y-2">
        <legend className="font-semibold">{correcting ? t('adminShipping.correct') : t('adminShipping.byHand')}</legend>
        <label htmlFor={inputId} className="block text-sm">
          {t('adminShipping.number')}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={inputId}
            name="number"
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={40}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            className="min-h-11 w-56 rounded border border-line px-3 tabular-nums"
          />
          <button type="submit" className={button} disabled={fetcher.state !== 'idle'}>
            {t('adminShipping.save')}
          </button>
        </div>
        {fieldError && (
          <p id={errorId} className="text-sm text-danger">
            {fieldError}
          </p>
        )}
      </fieldset>
      <Outcome answer={answer} />
    </fetcher.Form>
  );
}

/**
 * The order page's Nova Poshta panel: the waybill with its label and tracking links and the
 * parcel's state, or the buttons to create it and to enter a number by hand. Its forms post to
 * /admin/orders/:id/waybill; the order page's loader gives `loadOrderShipping(db, id, { config })`.
 * `embedded`: inside a section of the page that has its own heading.
 */
export function OrderShippingPanel({ shipping, embedded = false }: { shipping: OrderShipping; embedded?: boolean }) {
  const { t } = useTranslation();
  const headingId = useId();
  const content = !shipping.novaPoshta ? (
    <p className="text-muted">{t('adminShipping.notNovaPoshta')}</p>
  ) : (
    <>
      {shipping.parcel && <ParcelFacts parcel={shipping.parcel} />}
      {shipping.canCreate && <CreateWaybill orderId={shipping.orderId} />}
      {shipping.canEnterByHand && <WaybillByHand orderId={shipping.orderId} correcting={shipping.parcel !== null} />}
      {!shipping.parcel && !shipping.canCreate && !shipping.canEnterByHand && <p className="text-muted">{t('adminShipping.closed')}</p>}
    </>
  );
  // Inside a section of the order page, which has its own heading.
  if (embedded)
    return (
      <div className="space-y-4" data-order-shipping="">
        {content}
      </div>
    );
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border border-line p-5" data-order-shipping="">
      <h2 id={headingId} className="text-lg font-bold">
        {t('adminShipping.title')}
      </h2>
      {content}
    </section>
  );
}
