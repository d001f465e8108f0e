import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartCoupon } from '../../../common/cart.ts';
import { useLocale } from '../../lib/root-data.ts';
import { applyCoupon, CartRequestError, removeCoupon } from '../../state/cart-actions.ts';
import { useMoney } from '../../state/currency.ts';

/**
 * Applies a promo code to the cart or takes it off. A refused code shows the server's reason
 * (unknown, expired, used up, below the minimum total); `problem` is why a code applied earlier
 * no longer does.
 */
export function CouponForm({ coupon, problem }: { coupon: CartCoupon | null; problem?: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const money = useMoney();
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
      setError(null);
      setCode('');
    } catch (failure) {
      setError(failure instanceof CartRequestError ? failure.messageFor('coupon') || t('cartModal.couponFailed') : t('cartModal.couponFailed'));
      inputRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const trimmed = code.trim();
    if (!trimmed) {
      setError(t('cartModal.couponRequired'));
      inputRef.current?.focus();
      return;
    }
    void run(() => applyCoupon(lang, trimmed));
  }

  if (coupon) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded bg-olive-100 px-3 py-1" data-coupon={coupon.code}>
        <p className="text-sm">
          {t('cartModal.couponApplied', { code: coupon.code })} <strong className="whitespace-nowrap">−{money(Number(coupon.discount))}</strong>
        </p>
        <button
          type="button"
          onClick={() => !busy && void run(() => removeCoupon(lang))}
          aria-busy={busy || undefined}
          className="inline-flex min-h-11 items-center rounded px-2 text-sm font-semibold text-olive-700 underline underline-offset-4 hover:text-ink"
        >
          {t('cartModal.couponRemove')}
        </button>
      </div>
    );
  }

  const errorId = `${ids}-error`;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('cartModal.couponForm')}>
      {problem && <p className="mb-2 text-sm text-danger">{problem}</p>}
      <label htmlFor={`${ids}-code`} className="text-sm font-semibold">
        {t('cartModal.couponLabel')}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          ref={inputRef}
          id={`${ids}-code`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="h-11 min-w-0 flex-1 rounded border border-muted px-3 uppercase aria-invalid:border-danger"
        />
        <button
          type="submit"
          aria-busy={busy || undefined}
          className="min-h-11 shrink-0 rounded border border-olive-700 px-4 font-semibold text-olive-700 hover:bg-olive-100 aria-busy:cursor-progress"
        >
          {t('cartModal.couponApply')}
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </form>
  );
}
