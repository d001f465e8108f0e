import type { Contact, CurrencyView } from '../../../common/settings.ts';
import { useLocation } from 'react-router';
import type { MenuItem } from '../../../common/menu.ts';
import { neutralPath } from '../../../common/paths.ts';
import { useRootData } from '../../lib/root-data.ts';

/** The main contact feeds the header and the footer; without settings there is none. */
export function useMainContact(): Contact | null {
  const contacts = useRootData()?.settings?.contacts ?? [];
  return contacts.find((contact) => contact.is_main) ?? contacts[0] ?? null;
}

/** Currencies the shop offers (status non-zero), in the server's order. */
export function useOfferedCurrencies(): CurrencyView[] {
  const currencies = useRootData()?.settings?.checkout?.currencies ?? {};
  return Object.values(currencies).filter((currency) => currency.status !== 0);
}

export function useMenuItems(name: 'header' | 'footer' | 'headerSecond' | 'textPages'): MenuItem[] {
  return useRootData()?.menus?.[name]?.items ?? [];
}

/** Tells whether a locale-neutral menu URL is the page being shown (for aria-current). */
export function useIsCurrent(): (url: string) => boolean {
  const current = neutralPath(useLocation().pathname);
  return (url) => url === current;
}

/** The page being shown when a link of `items` (at any depth) leads to it, else '': all a menu's markup takes from the location. */
export function useCurrentAmong(items: MenuItem[]): string {
  const current = neutralPath(useLocation().pathname);
  const leadsTo = (list: MenuItem[]): boolean => list.some((item) => item.url === current || leadsTo(item.children));
  return leadsTo(items) ? current : '';
}

/** `tel:` link of a displayed number ("+380 67 123 45 67" -> "tel:+380671234567"). */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** A first-party cookie readable by the server and the inline flags script; lasts a year. */
export function setYearCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; SameSite=Lax`;
}
