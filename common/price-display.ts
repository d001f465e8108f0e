import { isPresentPrice } from './currency.ts';

export interface PriceFields {
  price: string;
  old_price: string | null;
  special: string | null;
}

/**
 * Which amounts a price shows, by the spec's rules: a special price beats the price and strikes
 * it through; a price of 0.00 is absent and the old price shows instead; an old price of 0.00
 * (or one not above the current price) is hidden.
 */
export function priceDisplay({ price, old_price, special }: PriceFields): { current: number | null; old: number | null } {
  const value = (text: string | null) => (isPresentPrice(text) ? Number(String(text).replace(',', '.')) : null);
  const regular = value(price);
  const previous = value(old_price);
  const sale = value(special);
  if (sale !== null) {
    const struck = regular ?? previous;
    return { current: sale, old: struck !== null && struck > sale ? struck : null };
  }
  if (regular === null) return { current: previous, old: null };
  return { current: regular, old: previous !== null && previous > regular ? previous : null };
}
