import type { SettingsDocument } from '../../../../common/settings.ts';
import type { Locale } from '../types.ts';

const facebook = { type: 'facebook' as const, link: 'https://www.facebook.com/tabir.shop' };
const instagram = { type: 'instagram' as const, link: 'https://www.instagram.com/tabir.shop' };
const socials = [
  facebook,
  instagram,
  { type: 'youtube' as const, link: 'https://www.youtube.com/@tabir.shop' },
  { type: 'tiktok' as const, link: 'https://www.tiktok.com/@tabir.shop' },
];

const messengers = [
  { type: 'telegram' as const, link: 'https://t.me/tabir_shop' },
  { type: 'viber' as const, link: 'https://invite.viber.com/?g2=AQBtabirshop2026' },
  { type: 'whats_app' as const, link: 'https://wa.me/380671234567' },
];

/**
 * Transfers from abroad: a currency account at a Ukrainian bank, with the correspondent banks its
 * euros and dollars pass through. SWIFT messages carry Latin letters only, so both languages keep
 * the same text.
 */
export const swiftRequisites = {
  beneficiary: 'TABIR EQUIPMENT LLC',
  beneficiary_address: '21 Kostiantynivska St, Kyiv, 01004, Ukraine',
  iban: 'UA893052990000026004050012345',
  swift: 'PBANUA2X',
  bank: 'JSC CB PRIVATBANK',
  bank_address: '1D Hrushevskoho St, Kyiv, 01001, Ukraine',
  currencies: ['EUR' as const, 'USD' as const],
  intermediaries: {
    EUR: { bank: 'Commerzbank AG, Frankfurt am Main, Germany', swift: 'COBADEFF', account: '400886700401' },
    USD: { bank: 'JPMorgan Chase Bank, N.A., New York, USA', swift: 'CHASUS33', account: '001-1-000080' },
  },
};

const assets = {
  logotype: 'brand/logo.svg',
  logodark: 'brand/logo-dark.svg',
  logofooter: 'brand/logo-footer.svg',
  favicon: 'brand/favicon.svg',
  og_image: 'brand/og-image.svg',
  facebook: facebook.link,
  instagram: instagram.link,
};

const promoImages = { active: true, promo_image: 'promo/promo-desktop.svg', promo_image_mob: 'promo/promo-mobile.svg', show_image: 'no' as const };

export const settingsDocuments: Record<Locale, SettingsDocument> = {
  uk: {
    site_name: 'Табір',
    meta_title: 'Табір — захисне, тактичне й кемпінгове спорядження',
    meta_description:
      'Бронежилети, шоломи, рюкзаки, намети та спальники з доставкою по всій Україні. Шоурум у Києві, оплата карткою, накладеним платежем або за рахунком.',
    promo: [
      {
        promobar_text: 'Безкоштовна доставка від 3 000 ₴ по всій Україні',
        ...promoImages,
        text: 'Знижка 10 % за кодом TABIR10',
        button_link: '/delivery-and-payment',
      },
    ],
    copyright: '© {year} Табір. Усі права захищено.',
    cookie_title: 'Ми використовуємо cookies',
    cookie_text:
      '<p>Cookies допомагають зберігати ваш кошик, мову та валюту, а також розуміти, як покращити магазин. Детальніше — у <a href="/policy">політиці конфіденційності</a>.</p>',
    cookie_button: 'Зрозуміло',
    ...assets,
    contacts: [
      {
        is_main: true,
        address: 'м. Київ, вул. Костянтинівська, 21, шоурум «Табір»',
        schedule: 'Пн–Пт 10:00–19:00, Сб 11:00–17:00, Нд — вихідний',
        email: 'hello@tabir.com.ua',
        phones: [
          { number: '+380 67 123 45 67', label: 'Відділ продажу', image: 'icons/phone.svg' },
          { number: '+380 44 390 12 34', label: 'Оптові замовлення та підрозділи', image: 'icons/phone.svg' },
        ],
        messengers,
        socials,
      },
    ],
    maintenance_text: 'Ведуться технічні роботи, спробуйте зайти через 12 годин',
    requisites: {
      company: 'ТОВ «Табір Спорядження»',
      code: '45123987',
      iban: 'UA213223130000026007233566001',
      bank: 'АТ КБ «ПриватБанк»',
      address: '01004, м. Київ, вул. Костянтинівська, 21',
    },
    swift_requisites: swiftRequisites,
    free_delivery_from: 3000,
  },
  en: {
    site_name: 'Tabir',
    meta_title: 'Tabir — protective, tactical and camping gear',
    meta_description:
      'Body armour, helmets, backpacks, tents and sleeping bags delivered across Ukraine. Showroom in Kyiv; pay by card, cash on delivery or invoice.',
    promo: [
      {
        promobar_text: 'Free delivery across Ukraine on orders over 3 000 ₴',
        ...promoImages,
        text: '10% off with code TABIR10',
        button_link: '/delivery-and-payment',
      },
    ],
    copyright: '© {year} Tabir. All rights reserved.',
    cookie_title: 'We use cookies',
    cookie_text:
      '<p>Cookies keep your cart, language and currency, and help us understand how to improve the shop. Read more in our <a href="/en/policy">privacy policy</a>.</p>',
    cookie_button: 'Got it',
    ...assets,
    contacts: [
      {
        is_main: true,
        address: 'Tabir showroom, 21 Kostiantynivska St, Kyiv, Ukraine',
        schedule: 'Mon–Fri 10:00–19:00, Sat 11:00–17:00, Sun closed',
        email: 'hello@tabir.com.ua',
        phones: [
          { number: '+380 67 123 45 67', label: 'Sales', image: 'icons/phone.svg' },
          { number: '+380 44 390 12 34', label: 'Wholesale and military units', image: 'icons/phone.svg' },
        ],
        messengers,
        socials,
      },
    ],
    maintenance_text: 'Work in progress, try again in 12 hours',
    requisites: {
      company: 'Tabir Equipment LLC',
      code: '45123987',
      iban: 'UA213223130000026007233566001',
      bank: 'JSC CB PrivatBank',
      address: '21 Kostiantynivska St, Kyiv, 01004, Ukraine',
    },
    swift_requisites: swiftRequisites,
    free_delivery_from: 3000,
  },
};
