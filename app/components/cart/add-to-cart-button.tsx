import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/root-data.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { addToCart, CartRequestError } from '../../state/cart-actions.ts';
import { CartIcon } from '../ui/icons.tsx';
import { preloadCartModal } from './cart-modal-root.tsx';

export interface AddToCartButtonProps {
  productId: number;
  /** The chosen option; without it the server takes the product's only option. */
  optionId?: number;
  /** For cards: the button's name then says which product it adds ("Add to cart: …"). */
  productName?: string;
  soldOut?: boolean;
  /** A size (or colour) must be chosen first: pressing calls `onChooseOption` instead of adding. */
  needsOption?: boolean;
  /** Where the shopper chooses; also called when the server says the product has several options. */
  onChooseOption?: () => void;
  /** `full` for the product page, `compact` under a card's price. */
  variant?: 'full' | 'compact';
}

const looks = {
  full: 'min-h-12 gap-2 px-6 text-base',
  compact: 'min-h-11 w-full justify-center gap-1.5 px-3 text-sm',
} as const;

/** Adds one unit to the cart and opens the cart modal; says why when the server refuses. */
export function AddToCartButton({ productId, optionId, productName, soldOut = false, needsOption = false, onChooseOption, variant = 'full' }: AddToCartButtonProps) {
  const { t } = useTranslation();
  const lang = useLocale();
  const hydrated = useHydrated();
  const errorId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function add() {
    if (busy || soldOut) return;
    setError(null);
    if (needsOption) return onChooseOption?.();
    setBusy(true);
    preloadCartModal();
    try {
      await addToCart({ lang, productId, optionId });
    } catch (failure) {
      const server = failure instanceof CartRequestError ? failure : null;
      if (server?.status === 422 && optionId === undefined && server.params.option_id && onChooseOption) onChooseOption();
      else setError(server?.messageFor('option_id') || t('addToCart.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={variant === 'compact' ? 'w-full' : undefined}>
      <button
        type="button"
        onClick={add}
        disabled={!hydrated || soldOut}
        aria-label={productName && !soldOut ? t('addToCart.addNamed', { name: productName }) : undefined}
        aria-busy={busy || undefined}
        aria-describedby={error ? errorId : undefined}
        data-add-to-cart=""
        className={`inline-flex items-center rounded bg-olive-700 font-semibold text-white hover:bg-olive-800 disabled:cursor-not-allowed disabled:bg-line disabled:text-muted aria-busy:cursor-progress aria-busy:opacity-80 ${looks[variant]}`}
      >
        <CartIcon size={variant === 'full' ? 22 : 18} />
        {soldOut ? t('addToCart.soldOut') : variant === 'full' ? t('addToCart.add') : t('addToCart.addShort')}
      </button>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
