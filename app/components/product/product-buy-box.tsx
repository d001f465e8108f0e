import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductPageView } from '../../../common/catalog.ts';
import { priceDisplay } from '../../../common/price-display.ts';
import { Price } from '../ui/price.tsx';
import { AddToCartButton } from '../cart/add-to-cart-button.tsx';
import { WishlistButton } from '../wishlist/wishlist-button.tsx';
import { ColorChoice, SizeChoice } from './product-options.tsx';
import { stockState, type Selection } from './product-selection.ts';
import { SizeGuide } from './size-guide.tsx';
import { sizeChartKind } from './size-charts.ts';

function StockLine({ selection }: { selection: Selection }) {
  const { t } = useTranslation();
  const state = stockState(selection);
  const text =
    state.kind === 'out' ? t('productPage.outOfStock') : state.kind === 'low' ? t('productPage.onlyLeft', { count: state.count }) : t('productPage.inStock');
  const tone = state.kind === 'out' ? 'text-danger' : state.kind === 'low' ? 'text-ink' : 'text-success';
  return (
    <p className={`mt-2 font-semibold ${tone}`} data-stock={state.kind}>
      {text}
    </p>
  );
}

/** Price, stock, colour and size choice, add to cart and the wishlist heart. */
export function ProductBuyBox({ product, selection, onChoose }: { product: ProductPageView; selection: Selection; onChoose: (change: { color?: string; size?: string }) => void }) {
  const { t } = useTranslation();
  const promptId = useId();
  const sizeGroup = useRef<HTMLDivElement>(null);
  // Pressing add before choosing a size: the prompt stands out and the size group takes focus.
  const [prompted, setPrompted] = useState(false);
  const { card, options, sizes, colors } = product;
  const chart = sizeChartKind(sizes, product.trail);
  const prices = new Set(options.map((option) => priceDisplay(option).current));
  const fromPrice = !selection.option && prices.size > 1;
  return (
    <div>
      {/* Read out again when a choice changes the price or the stock. */}
      <div aria-live="polite" className="mt-4">
        <p data-selected-price="" className="flex flex-wrap items-baseline gap-x-2 text-2xl">
          {fromPrice && <span className="text-base text-muted">{t('productPage.priceFrom')}</span>}
          <Price fields={selection.option ?? card} />
        </p>
        <StockLine selection={selection} />
      </div>
      {colors.length > 0 && <ColorChoice colors={colors} options={options} selected={selection.color} onChoose={(color) => onChoose({ color })} />}
      {sizes.length > 1 && (
        <div ref={sizeGroup}>
          <SizeChoice
            sizes={sizes}
            selection={selection}
            onChoose={(size) => onChoose({ size })}
            guide={chart ? <SizeGuide kind={chart} sizes={sizes} /> : undefined}
            promptId={selection.needsSize ? promptId : undefined}
          />
        </div>
      )}
      {sizes.length === 1 && (
        <p className="mt-5 text-sm">
          <span className="font-bold uppercase tracking-wide">{t('productPage.size')}:</span> {sizes[0]!.name}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3">
        {/* Holds the chosen option's id, or the size prompt while none is chosen. */}
        <div data-purchase="" data-option-id={selection.option?.id} className="empty:hidden">
          {selection.needsSize && (
            <p
              id={promptId}
              className={`inline-flex min-h-11 items-center rounded px-4 font-semibold ${prompted ? 'bg-white text-danger ring-2 ring-danger' : 'bg-sand'}`}
            >
              {t('productPage.chooseSize')}
            </p>
          )}
        </div>
        {prompted && selection.needsSize && (
          <p role="alert" className="sr-only">
            {t('productPage.chooseSize')}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <AddToCartButton
            productId={card.id}
            optionId={selection.option?.id}
            soldOut={stockState(selection).kind === 'out'}
            needsOption={selection.needsSize}
            onChooseOption={() => {
              setPrompted(true);
              sizeGroup.current?.querySelector<HTMLInputElement>('input:not(:disabled)')?.focus();
            }}
          />
          <WishlistButton productId={card.id} productName={card.name} product={card} />
        </div>
      </div>
    </div>
  );
}
