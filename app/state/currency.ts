import { useEffect, useSyncExternalStore } from 'react';
import { baseCurrency, currencyCookie, fallbackBaseCurrency, formatMoney, offeredCurrencyCode, recount } from '../../common/currency.ts';
import { useLocale, useRootData } from '../lib/root-data.ts';
import { setYearCookie } from '../components/layout/shop-data.ts';
import type { CurrencyView } from '../../common/settings.ts';
import { readStored, subscribeToOtherTabs, writeStored } from '../lib/browser-storage.ts';

/** The spec's localStorage key for the chosen currency. */
export const currencyStorageKey = 'currentCurrencies';

const listeners = new Set<() => void>();

function cookieValue(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${currencyCookie}=([^;]*)`));
  return match?.[1] ?? null;
}

// Read once and kept: every price on the page asks on every render, and each read of
// localStorage and document.cookie is a round trip to the browser's own process.
let chosen: string | null = null;

/** localStorage is the spec's record of the choice; the cookie stands in where it is empty or blocked. */
function read(): string {
  chosen ??= readStored(currencyStorageKey) || cookieValue() || baseCurrency;
  return chosen;
}

export function setCurrency(code: string) {
  // Where storage is blocked, the cookie alone keeps the choice.
  writeStored(currencyStorageKey, code);
  setYearCookie(currencyCookie, code);
  chosen = null;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const stopWatching = subscribeToOtherTabs(currencyStorageKey, () => {
    chosen = null;
    listener();
  });
  return () => {
    listeners.delete(listener);
    stopWatching();
  };
}

/**
 * The chosen currency code. The server renders the one its cookie names (root data), so
 * hydration keeps it; a page rendered otherwise (an old cached copy) switches after hydration.
 */
export function useCurrencyCode(): string {
  const rendered = useRootData()?.currency ?? baseCurrency;
  return useSyncExternalStore(subscribe, read, () => rendered);
}

/**
 * Keeps the cookie in step with localStorage, so a choice made before the cookie existed (or in
 * another tab) reaches the server on the next page load.
 */
export function useCurrencyCookie() {
  useEffect(() => {
    const sync = () => {
      const code = readStored(currencyStorageKey);
      if (code && cookieValue() !== code) setYearCookie(currencyCookie, code);
    };
    sync();
    listeners.add(sync);
    const stopWatching = subscribeToOtherTabs(currencyStorageKey, sync);
    return () => {
      listeners.delete(sync);
      stopWatching();
    };
  }, []);
}

/** The chosen currency as offered in the settings; UAH when the stored code is no longer offered. */
export function useDisplayCurrency(currencies: Record<string, CurrencyView> | undefined): CurrencyView {
  // The server's rule: a stored code ("__proto__" from a tampered cookie, say) counts only when offered.
  const code = offeredCurrencyCode(useCurrencyCode(), currencies);
  return currencies?.[code] ?? fallbackBaseCurrency;
}

/** The base currency and the chosen one, as the settings offer them. */
export function useCurrencyPair(): { base: CurrencyView; target: CurrencyView } {
  const currencies = useRootData()?.settings?.checkout.currencies;
  const target = useDisplayCurrency(currencies);
  return { base: currencies?.[baseCurrency] ?? fallbackBaseCurrency, target };
}

/**
 * Formats UAH amounts in the chosen currency (the spec's recount, 2 decimals, prefix or suffix);
 * re-renders when the shopper picks another currency.
 */
export function useMoney(): (amountInUah: number) => string {
  const locale = useLocale();
  const { base, target } = useCurrencyPair();
  return (amount) => {
    const converted = recount(amount, base, target);
    return Number.isNaN(converted) ? formatMoney(amount, base, locale) : formatMoney(converted, target, locale);
  };
}
