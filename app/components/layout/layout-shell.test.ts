import { createElement } from 'react';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Menu } from '../../../common/menu.ts';
import type { Settings } from '../../../common/settings.ts';
import type { Locale } from '../../../common/locales.ts';
import { settingsDocuments } from '../../../server/db/seed/data/settings.ts';
import { renderWithRoot } from '../../lib/render-with-root.ts';
import type { RootData } from '../../lib/root-data.ts';
import { CookieNotice } from './cookie-notice.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { PromoBar } from './promo-bar.tsx';

const currencies = {
  UAH: { code: 'UAH', status: 1, prefix: '', suffix: ' ₴', rate: '1' },
  USD: { code: 'USD', status: 1, prefix: '$', suffix: '', rate: '0.024' },
  PLN: { code: 'PLN', status: 0, prefix: '', suffix: ' zł', rate: '0.1' },
};

function settings(locale: Locale): Settings {
  return { ...settingsDocuments[locale], checkout: { currencies }, default_currency: 'UAH' };
}

const leaf = (id: number, name: string, url: string) => ({ id, name, url, children: [] });

const menus: Record<'header' | 'footer' | 'headerSecond', Menu> = {
  header: { id: 1, name: 'Top', items: [leaf(11, 'Доставка і оплата', '/delivery-and-payment')] },
  footer: { id: 2, name: 'Footer', items: [{ ...leaf(21, 'Покупцям', '/delivery-and-payment'), children: [leaf(22, 'Повернення', '/returns')] }] },
  headerSecond: {
    id: 7,
    name: 'Catalogue',
    items: [
      {
        ...leaf(71, 'Кемпінг', '/kemping'),
        children: [{ ...leaf(72, 'Намети', '/namety'), children: [leaf(73, 'Зима', '/namety?season=zyma')] }],
      },
    ],
  },
};

function render(path: string, data: RootData): Promise<string> {
  return renderWithRoot(path, data, () => [
    createElement(PromoBar, { key: 'promo' }),
    createElement(Header, { key: 'header' }),
    createElement(Outlet, { key: 'outlet' }),
    createElement(Footer, { key: 'footer' }),
    createElement(CookieNotice, { key: 'cookie' }),
  ]);
}

const base = { origin: 'http://localhost', year: 2031, user: null, recaptchaSiteKey: null };

describe('storefront shell', () => {
  it('renders without settings or menus', async () => {
    const html = await render('/', {
      ...base,
      locale: 'uk',
      settings: null,
      menus: { header: null, footer: null, headerSecond: null, textPages: null },
    });
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).not.toContain('data-promo-bar');
    expect(html).not.toContain('data-cookie-notice');
    expect(html).toContain('© 2031 Табір');
  });

  it('renders the shop data in Ukrainian', async () => {
    const html = await render('/namety', { ...base, locale: 'uk', settings: settings('uk'), menus: { ...menus, textPages: null } });
    expect(html).toContain('data-promo-bar');
    expect(html).toContain('Безкоштовна доставка від 3 000 ₴');
    expect(html).toContain('data-cookie-notice');
    expect(html).toContain('© 2031 Табір. Усі права захищено.');
    expect(html).toContain('aria-label="Меню"');
    // The language switcher points at the same page in English and marks Ukrainian as current.
    expect(html).toMatch(/lang="en"[^>]*href="\/en\/namety"[^>]*>ENG<span class="sr-only"> \(English\)<\/span>/);
    expect(html).toMatch(/lang="uk"[^>]*aria-current="true"[^>]*href="\/namety"[^>]*>УКР<span class="sr-only"> \(Українська\)<\/span>/);
    // Only offered currencies are listed.
    expect(html).toContain('<option value="USD"');
    expect(html).not.toContain('<option value="PLN"');
    // The catalogue's third level is in the HTML for crawlers, inside a closed panel.
    expect(html).toContain('href="/namety?season=zyma"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).toContain('href="tel:+380671234567"');
  });

  it('prefixes internal links in English', async () => {
    const html = await render('/en', { ...base, locale: 'en', settings: settings('en'), menus: { ...menus, textPages: null } });
    expect(html).toContain('href="/en/delivery-and-payment"');
    expect(html).toContain('Sign in</span>');
    expect(html).toContain('aria-label="Close the announcement"');
    expect(html).toContain('© 2031 Tabir. All rights reserved.');
  });

  it('greets a signed-in shopper with a menu of the cabinet in the page language', async () => {
    const user = { name: 'Taras Demianenko', email: 'taras@example.com' };
    const html = await render('/en/namety', { ...base, user, locale: 'en', settings: settings('en'), menus: { ...menus, textPages: null } });
    expect(html).toContain('aria-label="Account: Taras Demianenko"');
    expect(html).toContain('href="/en/cabinet"');
    expect(html).toContain('href="/en/cabinet/orders"');
    expect(html).not.toContain('Sign in</span>');
  });

  it('preloads the header logo but leaves the footer logo and the contacts panel for later', async () => {
    const uk = settings('uk');
    const html = await render('/namety', { ...base, locale: 'uk', settings: uk, menus: { ...menus, textPages: null } });
    // React preloads every picture not marked lazy from the head, beside the first screen's own.
    expect(html).toContain('<link rel="preload" as="image" href="/storage/brand/logo.svg"/>');
    expect(html).not.toMatch(/<link rel="preload"[^>]*logo-footer\.svg/);
    expect(html).toMatch(/<img src="\/storage\/brand\/logo-footer\.svg"[^>]*loading="lazy"/);
    // The header's "all contacts" panel is empty until opened: the hours are the footer's alone.
    const main = uk.contacts.find((contact) => contact.is_main)!;
    expect(html.split(`<span>${main.schedule}</span>`).length - 1).toBe(1);
    expect(html).toContain('aria-label="Усі контакти"');
  });

  it('shows the promo image with a mobile variant when asked to', async () => {
    const uk = settings('uk');
    const promo = { ...uk.promo[0]!, show_image: 'yes' as const };
    const html = await render('/', { ...base, locale: 'uk', settings: { ...uk, promo: [promo] }, menus: { ...menus, textPages: null } });
    expect(html).toContain('<picture');
    expect(html).toContain('media="(max-width: 767.98px)" srcSet="/storage/promo/promo-mobile.svg"');
    expect(html).toContain('alt="Знижка 10 % за кодом TABIR10"');
  });
});
