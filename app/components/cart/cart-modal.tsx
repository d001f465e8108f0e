import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Cart, CartLine } from '../../../common/cart.ts';
import { useLocale } from '../../lib/root-data.ts';
import { closeCartModal, useCartState } from '../../state/cart-store.ts';
import { loadCart } from '../../state/cart-actions.ts';
import { deleteLine } from '../../state/cart-lines.ts';
import { useMoney } from '../../state/currency.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { Modal, ModalTitleBar } from '../ui/modal.tsx';
import { CartLineItem, lineOptionText } from './cart-line.tsx';
import { CheckoutLinks } from './checkout-links.tsx';
import { CouponForm } from './coupon-form.tsx';

/** The total after the coupon, the undiscounted total struck through; a placeholder while a change is on its way. */
function CartTotal({ cart, stale }: { cart: Cart; stale: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  const total = Number(cart.total_price_with_coupon);
  const before = Number(cart.total_price);
  return (
    <div aria-live="polite" aria-busy={stale} className="flex flex-wrap items-baseline justify-between gap-2 text-lg">
      <span className="font-semibold">{t('cartModal.total')}</span>
      {stale ? (
        <span className="inline-flex h-7 w-28 animate-pulse rounded bg-sand">
          <span className="sr-only">{t('cartModal.updating')}</span>
        </span>
      ) : (
        <span className="inline-flex flex-wrap items-baseline gap-x-2" data-cart-total="">
          {before > total && (
            <s className="text-base text-muted">
              <span className="sr-only">{t('cartModal.totalBefore')}: </span>
              {money(before)}
            </s>
          )}
          <strong className="text-xl">{money(total)}</strong>
        </span>
      )}
    </div>
  );
}

/**
 * Where focus goes once a line is removed: the next line's remove button (the previous one's for
 * the last line); null for the only line, whose removal leaves the focus to the empty text.
 */
function focusTargetAfterRemoving(list: HTMLElement | null, lineId: number): HTMLElement | null {
  const buttons = [...(list?.querySelectorAll<HTMLElement>('[data-remove-line]') ?? [])];
  const index = buttons.findIndex((button) => button.closest(`[data-cart-line="${lineId}"]`));
  return buttons[index + 1] ?? buttons[index - 1] ?? null;
}

function CartContents({ cart, stale, holdFocus }: { cart: Cart; stale: boolean; holdFocus: () => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const { drafts, changeFailed } = useCartState();
  const listRef = useRef<HTMLUListElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);
  const [asking, setAsking] = useState<CartLine | null>(null);
  const removed = useRef<{ next: HTMLElement | null } | null>(null);
  const empty = cart.products.length === 0;

  // The last line's removal answered: the empty text takes the focus kept on the modal's body.
  useEffect(() => {
    if (empty && removed.current) {
      removed.current = null;
      emptyRef.current?.focus();
    }
  }, [empty]);

  const confirmDialog = (
    <ConfirmDialog
      open={asking !== null}
      title={asking ? t('cartLine.confirmRemove', { name: asking.name }) : ''}
      description={asking ? [lineOptionText(asking), t('cartLine.confirmRemoveCount', { count: drafts[asking.id] ?? asking.count })].filter(Boolean).join(' · ') : undefined}
      confirmLabel={t('cartLine.confirmRemoveYes')}
      cancelLabel={t('cartLine.confirmRemoveNo')}
      onCancel={() => setAsking(null)}
      onConfirm={() => {
        if (!asking) return;
        removed.current = { next: focusTargetAfterRemoving(listRef.current, asking.id) };
        void deleteLine(lang, asking.id);
        setAsking(null);
      }}
      afterClose={() => {
        if (!removed.current) return;
        const { next } = removed.current;
        if (next) {
          removed.current = null;
          next.focus();
        } else holdFocus();
      }}
    />
  );

  if (empty) {
    return (
      <p ref={emptyRef} tabIndex={-1} className="rounded bg-sand p-4" data-cart-empty="">
        {t('cartModal.empty')}
      </p>
    );
  }
  return (
    <>
      <ul ref={listRef} aria-label={t('cartModal.lines')} className="max-h-[500px] divide-y divide-line overflow-y-auto overscroll-contain pr-1">
        {cart.products.map((line) => (
          <CartLineItem key={line.id} line={line} count={drafts[line.id] ?? line.count} onRemove={setAsking} />
        ))}
      </ul>
      {confirmDialog}
      {changeFailed && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {t('cartModal.changeFailed')}
        </p>
      )}
      <CouponForm coupon={cart.coupon} problem={cart.coupon_error} />
      <CartTotal cart={cart} stale={stale} />
    </>
  );
}

/** The cart modal of the spec: lines, coupon, total, the delivery choice and continue shopping. */
export function CartModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const { cart, lang: cartLang, status, drafts, pending } = useCartState();
  const current = cart && cartLang === lang ? cart : null;
  const stale = pending > 0 || Object.keys(drafts).length > 0;
  const empty = !current || current.products.length === 0;

  useEffect(() => {
    if (open) void loadCart(lang);
  }, [open, lang]);

  return (
    <Modal
      open={open}
      onClose={closeCartModal}
      labelledBy={titleId}
      initialFocus={closeRef}
      data-cart-modal=""
      className="fixed left-1/2 top-1/2 w-[min(600px,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white text-ink shadow-2xl"
    >
      <div className="flex max-h-[calc(100dvh-1.5rem)] flex-col">
        <ModalTitleBar titleId={titleId} title={t('cartModal.title')} closeLabel={t('cartModal.close')} onClose={closeCartModal} closeRef={closeRef} />
        {/* Holds focus while the last line's removal is on its way. */}
        <div ref={bodyRef} tabIndex={-1} className="flex min-h-0 flex-col gap-4 overflow-y-auto p-5 outline-none">
          {current ? (
            <CartContents cart={current} stale={stale} holdFocus={() => bodyRef.current?.focus()} />
          ) : status === 'failed' ? (
            <p role="alert" className="flex flex-wrap items-center gap-3">
              {t('cartModal.loadFailed')}
              <button type="button" onClick={() => void loadCart(lang)} className="min-h-11 rounded border border-olive-700 px-4 font-semibold text-olive-700 hover:bg-olive-100">
                {t('cartModal.retry')}
              </button>
            </p>
          ) : status === 'loading' ? (
            <p className="text-muted">{t('cartModal.loading')}</p>
          ) : (
            <p className="rounded bg-sand p-4">{t('cartModal.empty')}</p>
          )}
          {/* An empty cart offers nothing to deliver: its text and continue shopping only. */}
          {current && !empty ? <CheckoutLinks blocked={current.products.some((line) => line.alert !== '')} /> : null}
          <button type="button" onClick={closeCartModal} className="inline-flex min-h-11 items-center justify-center self-center rounded px-4 font-semibold text-olive-700 underline underline-offset-4 hover:text-ink">
            {t('cartModal.continueShopping')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
