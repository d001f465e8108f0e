import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../common/cart.ts';
import type { CheckoutSummary } from '../../../common/checkout.ts';
import { isPresentPrice } from '../../../common/currency.ts';
import { StoredMedia } from '../ui/stored-media.tsx';
import { openCartModal } from '../../state/cart-store.ts';
import { useMoney } from '../../state/currency.ts';
import type { SummaryState } from './use-checkout-summary.ts';

/** The cart's lines as they will be ordered, with their stock alerts. */
function SummaryLines({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul aria-label={t('checkout.lines')} className="divide-y divide-line">
      {cart.products.map((line) => {
        const attributes = line.option.product_attributes.map((attribute) => `${attribute.attr_name}: ${attribute.alt}`).join(' · ');
        return (
          <li key={line.id} className="flex gap-3 py-3" data-checkout-line={line.id}>
            {line.image ? (
              <StoredMedia path={line.image} size={120} width={56} height={56} alt="" loading="lazy" decoding="async" className="size-14 shrink-0 rounded bg-sand object-cover" />
            ) : (
              <span aria-hidden="true" className="size-14 shrink-0 rounded bg-sand" />
            )}
            <div className="min-w-0 flex-1 text-sm">
              <p className="font-semibold leading-snug">{line.name}</p>
              {attributes && <p className="text-muted">{attributes}</p>}
              <p className="text-muted">{t('checkout.lineCount', { count: line.count })}</p>
              {line.alert && <p className="font-semibold text-danger">{line.alert}</p>}
            </div>
            <p className="shrink-0 text-sm font-semibold">{money(Number(line.line_total))}</p>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The order summary beside the form (below it on a phone): the lines, then the subtotal,
 * discount, delivery and total as the server counts them, in the chosen currency. Until the
 * server answers, the cart's own totals stand in.
 */
export function OrderSummary({ cart, summaryState, headingId }: { cart: Cart; summaryState: SummaryState; headingId: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const { summary, status, retry } = summaryState;
  const subtotal = summary?.subtotal ?? cart.total_price_with_discount;
  const discount = summary?.discount ?? cart.coupon?.discount ?? '0.00';
  const total = summary?.total ?? cart.total_price_with_coupon;
  const delivery = deliveryText(summary);

  function deliveryText(known: CheckoutSummary | null): string {
    if (!known) return t('checkout.deliveryLater');
    if (known.delivery_cost === null) return known.delivery_note ?? t('checkout.deliveryLater');
    return isPresentPrice(known.delivery_cost) ? money(Number(known.delivery_cost)) : t('checkout.free');
  }

  return (
    <div className="rounded-lg border border-line bg-white p-4 md:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {t('checkout.summaryTitle')}
        </h2>
        <button type="button" aria-haspopup="dialog" onClick={openCartModal} className="inline-flex min-h-11 items-center text-sm font-semibold text-olive-700 underline underline-offset-4 hover:text-ink">
          {t('checkout.editCart')}
        </button>
      </div>
      <SummaryLines cart={cart} />
      <dl aria-busy={status === 'loading'} className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm" data-checkout-totals="">
        <dt className="text-muted">{t('checkout.subtotal')}</dt>
        <dd className="text-right">{money(Number(subtotal))}</dd>
        {isPresentPrice(discount) && (
          <>
            <dt className="text-muted">{summary?.coupon || cart.coupon ? t('checkout.discountCode', { code: summary?.coupon ?? cart.coupon?.code }) : t('checkout.discount')}</dt>
            <dd className="text-right">−{money(Number(discount))}</dd>
          </>
        )}
        <dt className="text-muted">{t('checkout.delivery')}</dt>
        <dd className="text-right">{delivery}</dd>
        <dt className="pt-2 text-base font-bold">{t('checkout.total')}</dt>
        <dd className="pt-2 text-right text-base font-bold" data-checkout-total="">
          {money(Number(total))}
        </dd>
      </dl>
      {status === 'failed' && (
        <p role="alert" className="mt-3 flex flex-wrap items-center gap-2 text-sm text-danger">
          {t('checkout.summaryFailed')}
          <button type="button" onClick={retry} className="min-h-11 rounded border border-olive-700 px-3 font-semibold text-olive-700">
            {t('checkout.retry')}
          </button>
        </p>
      )}
    </div>
  );
}
