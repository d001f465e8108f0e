import type { Texts } from '../types.ts';
import { categorySeeds } from './categories.ts';
import { seasonValues } from './attributes.ts';
import { brands } from './brands.ts';

export interface MenuItemSeed {
  /** Locale-neutral; the storefront adds /en. */
  url: string;
  name: Texts;
  children?: MenuItemSeed[];
}

export interface MenuSeed {
  id: number;
  code: string;
  name: Texts;
  items: MenuItemSeed[];
}

const link = (url: string, uk: string, en: string, children?: MenuItemSeed[]): MenuItemSeed => ({ url, name: { uk, en }, children });

const delivery = link('/delivery-and-payment', 'Доставка і оплата', 'Delivery and payment');
const returns = link('/returns', 'Обмін і повернення', 'Returns');
const contacts = link('/contacts', 'Контакти', 'Contacts');
const news = link('/news', 'Новини', 'News');
const offer = link('/public-offer', 'Публічна оферта', 'Public offer');
const policy = link('/policy', 'Політика конфіденційності', 'Privacy policy');
const units = link('/dlia-pidrozdiliv', 'Для підрозділів', 'For units');

const seasonFilter = (slug: string) =>
  seasonValues.map((s) => link(`/${slug}?season=${s.slug}`, s.name.uk, s.name.en));
const brandFilter = (slug: string, brandSlugs: string[]) =>
  brands.filter((b) => brandSlugs.includes(b.slug)).map((b) => link(`/${slug}?brand=${b.slug}`, b.name, b.name));

// Third level of the catalogue menu: filtered views of a few popular subcategories.
const deeperItems: Record<string, MenuItemSeed[]> = {
  namety: seasonFilter('namety'),
  'spalni-mishky': seasonFilter('spalni-mishky'),
  bronezhylety: brandFilter('bronezhylety', ['oberih', 'sokil-tactical']),
  riukzaky: brandFilter('riukzaky', ['sokil-tactical', 'hoverla-outdoor', 'polissia-trail']),
};

const groups = categorySeeds.filter((c) => !c.parent);

const catalogue: MenuItemSeed[] = groups.map((group) =>
  link(
    `/${group.slug}`,
    group.name.uk,
    group.name.en,
    categorySeeds.filter((c) => c.parent === group.slug).map((c) => link(`/${c.slug}`, c.name.uk, c.name.en, deeperItems[c.slug])),
  ),
);

export const menuSeeds: readonly MenuSeed[] = [
  {
    id: 1,
    code: 'header',
    name: { uk: 'Верхнє меню', en: 'Top menu' },
    items: [
      delivery,
      returns,
      news,
      link('/dlia-pidrozdiliv', 'Підрозділам і фондам', 'Units and charities', [
        link('/dlia-pidrozdiliv', 'Оптові замовлення', 'Bulk orders'),
        link('/landing/komplekt-volontera', 'Комплект волонтера', 'Volunteer kit'),
        link('/public-offer', 'Договір оферти', 'Offer agreement'),
      ]),
      link('/landing/sezon-kempinhu', 'Гід кемпінгу', 'Camping guide'),
      contacts,
    ],
  },
  {
    id: 2,
    code: 'footer',
    name: { uk: 'Меню у футері', en: 'Footer menu' },
    items: [
      link('/delivery-and-payment', 'Покупцям', 'For customers', [delivery, returns, offer, policy]),
      link('/kemping', 'Каталог', 'Catalogue', groups.map((g) => link(`/${g.slug}`, g.name.uk, g.name.en))),
      link('/contacts', 'Табір', 'Tabir', [
        contacts,
        news,
        link('/landing/sezon-kempinhu', 'Кемпінговий сезон', 'Camping season'),
        link('/landing/podarunky', 'Ідеї подарунків', 'Gift ideas'),
        units,
      ]),
    ],
  },
  { id: 7, code: 'header-second', name: { uk: 'Каталог', en: 'Catalogue' }, items: catalogue },
  {
    id: 53,
    code: 'text-pages',
    name: { uk: 'Інформація', en: 'Information' },
    items: [contacts, delivery, returns, offer, policy, units],
  },
];
