import { useTranslation } from 'react-i18next';
import type { CartLine } from '../../../common/cart.ts';
import { roundTo2 } from '../../../common/currency.ts';
import { LocalizedLink } from '../../lib/links.tsx';
import { StoredMedia } from '../ui/stored-media.tsx';
import { useLocale } from '../../lib/root-data.ts';
import { closeCartModal } from '../../state/cart-store.ts';
import { setLineCount } from '../../state/cart-lines.ts';
import { useMoney } from '../../state/currency.ts';
import { Price } from '../ui/price.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';

/** A line's chosen colour and size, as the line and its removal question show them. */
export function lineOptionText(line: CartLine): string {
  return line.option.product_attributes.map((attribute) => `${attribute.attr_name}: ${attribute.alt}`).join(' · ');
}

/**
 * One cart line. `count` is what the shopper chose, which may still be on its way to the server;
 * the line total follows it at once, from the server's unit price. Removing asks first (`onRemove`).
 */
export function CartLineItem({ line, count, onRemove }: { line: CartLine; count: number; onRemove: (line: CartLine) => void }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const money = useMoney();
  const unit = line.count > 0 ? Number(line.line_total) / line.count : 0;
  const optionText = lineOptionText(line);
  const alertId = `cart-line-${line.id}-alert`;
  return (
    <li className="flex gap-3 py-4" data-cart-line={line.id}>
      {line.image ? (
        <StoredMedia
          path={line.image}
          size={120}
          widths={[120, 240]}
          sizes="80px"
          width={80}
          height={80}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-20 shrink-0 rounded bg-sand object-cover"
        />
      ) : (
        <span aria-hidden="true" className="size-20 shrink-0 rounded bg-sand" />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="min-w-0 break-words font-semibold leading-snug">
            {/* Same-page links do not change the route, so the modal is closed here too. */}
            <LocalizedLink to={line.path} onClick={closeCartModal} className="hover:underline">
              {line.name}
            </LocalizedLink>
          </h3>
          <button
            type="button"
            aria-label={t('cartLine.removeNamed', { name: line.name })}
            onClick={() => onRemove(line)}
            data-remove-line=""
            className="-mt-2.5 inline-flex min-h-11 shrink-0 items-center rounded px-2 text-sm text-muted underline underline-offset-4 hover:text-danger"
          >
            {t('cartLine.remove')}
          </button>
        </div>
        {optionText && <p className="text-sm text-muted">{optionText}</p>}
        <Price fields={line} className="mt-1 text-sm" />
        {/* Live, so the alert an answer brings (e.g. after typing more than the stock) is heard. */}
        <div aria-live="polite">
          {line.alert && (
            <p id={alertId} className="mt-1 text-sm font-semibold text-danger" data-cart-alert="">
              {line.alert}
            </p>
          )}
        </div>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={count}
            max={line.max_count}
            name={line.name}
            describedBy={line.alert ? alertId : undefined}
            onChange={(next, immediate) => setLineCount(lang, line.id, next, { immediate })}
          />
          <p className="font-bold tabular-nums" data-line-total="">
            <span className="sr-only">{t('cartLine.total')}: </span>
            {money(roundTo2(unit * count))}
          </p>
        </div>
      </div>
    </li>
  );
}
