import { useSyncExternalStore } from 'react';
import { baseCurrency, fallbackBaseCurrency, formatMoney, recount } from '../../common/currency.ts';
import { useLocale, useRootData } from '../lib/root-data.ts';
import type { CurrencyView } from '../../common/settings.ts';

/** The spec's localStorage key for the chosen currency. */
export const currencyStorageKey = 'currentCurrencies';

const listeners = new Set<() => void>();

function read(): string {
  try {
    return localStorage.getItem(currencyStorageKey) || baseCurrency;
  } catch {
    return baseCurrency;
  }
}

export function setCurrency(code: string) {
  try {
    localStorage.setItem(currencyStorageKey, code);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === currencyStorageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The chosen currency code; the server renders UAH and the browser switches after hydration. */
export function useCurrencyCode(): string {
  return useSyncExternalStore(subscribe, read, () => baseCurrency);
}

/** The chosen currency as offered in the settings; UAH when the stored code is no longer offered. */
export function useDisplayCurrency(currencies: Record<string, CurrencyView> | undefined): CurrencyView {
  const code = useCurrencyCode();
  const chosen = currencies?.[code];
  if (chosen && chosen.status !== 0) return chosen;
  return currencies?.[baseCurrency] ?? fallbackBaseCurrency;
}

/**
 * Formats UAH amounts in the chosen currency (the spec's recount, 2 decimals, prefix or suffix);
 * re-renders when the shopper picks another currency.
 */
export function useMoney(): (amountInUah: number) => string {
  const locale = useLocale();
  const currencies = useRootData()?.settings?.checkout.currencies;
  const target = useDisplayCurrency(currencies);
  const base = currencies?.[baseCurrency] ?? fallbackBaseCurrency;
  return (amount) => {
    const converted = recount(amount, base, target);
    return Number.isNaN(converted) ? formatMoney(amount, base, locale) : formatMoney(converted, target, locale);
  };
}
