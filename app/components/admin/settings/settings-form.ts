// The settings pages' fields and how a posted form becomes the whole settings input: each page
// edits its part, the rest is kept as stored, and the API's schema judges the result.
import type { StaffSettingsView } from '../../../../common/admin-settings.ts';
import { locales, type Locale } from '../../../../common/locales.ts';
import { messengerTypes, socialTypes, transferCurrencies, type Promo } from '../../../../common/settings.ts';

/** `language`: one input per language; `shared`: one input written to both languages; `shop`: the shop-wide switches. */
type Scope = 'language' | 'shared' | 'shop';

export type SettingsField =
  | { kind: 'text' | 'textarea' | 'email' | 'number' | 'checkbox' | 'yesno' | 'picture'; scope: Scope; path: string; optional?: boolean; hint?: boolean }
  | { kind: 'phones'; scope: 'language'; path: string }
  | { kind: 'typedLinks'; scope: 'language'; path: string; types: readonly string[] }
  | { kind: 'currencies'; scope: 'language'; path: string };

export interface SettingsGroup {
  id: string;
  fields: SettingsField[];
  /** A document's optional object (bank details): left out when every field of the group is empty. */
  optionalObject?: string;
}

const text = (path: string, extra: Partial<{ optional: boolean; hint: boolean }> = {}): SettingsField => ({ kind: 'text', scope: 'language', path, ...extra });
/** A stored picture's path, typed or uploaded. */
const picture = (path: string, extra: Partial<{ hint: boolean }> = {}): SettingsField => ({ kind: 'picture', scope: 'language', path, ...extra });

export const settingsSections = {
  storefront: [
    {
      id: 'promo',
      fields: [
        { kind: 'checkbox', scope: 'language', path: 'promo.0.active' },
        text('promo.0.promobar_text'),
        text('promo.0.button_link', { hint: true }),
        { kind: 'yesno', scope: 'language', path: 'promo.0.show_image' },
        picture('promo.0.promo_image', { hint: true }),
        picture('promo.0.promo_image_mob', { hint: true }),
        text('promo.0.text'),
      ],
    },
    { id: 'cookie', fields: [text('cookie_title'), { kind: 'textarea', scope: 'language', path: 'cookie_text', hint: true }, text('cookie_button')] },
    { id: 'seo', fields: [text('site_name'), text('meta_title'), { kind: 'textarea', scope: 'language', path: 'meta_description' }, text('copyright', { hint: true })] },
  ],
  contacts: [
    {
      id: 'contact',
      fields: [
        text('contacts.0.address'),
        text('contacts.0.schedule'),
        { kind: 'email', scope: 'language', path: 'contacts.0.email' },
        { kind: 'phones', scope: 'language', path: 'contacts.0.phones' },
        { kind: 'typedLinks', scope: 'language', path: 'contacts.0.messengers', types: messengerTypes },
        { kind: 'typedLinks', scope: 'language', path: 'contacts.0.socials', types: socialTypes },
      ],
    },
    { id: 'brand', fields: [text('facebook'), text('instagram'), picture('logotype', { hint: true }), picture('logodark'), picture('logofooter'), text('favicon'), picture('og_image')] },
  ],
  shop: [
    { id: 'maintenance', fields: [{ kind: 'checkbox', scope: 'shop', path: 'maintenance' }, { kind: 'textarea', scope: 'language', path: 'maintenance_text' }] },
    { id: 'delivery', fields: [{ kind: 'number', scope: 'shared', path: 'free_delivery_from', optional: true, hint: true }] },
    {
      id: 'notifications',
      fields: [
        { kind: 'email', scope: 'shop', path: 'notifications.orders_email', optional: true, hint: true },
        { kind: 'text', scope: 'shop', path: 'notifications.telegram_chat_id', optional: true, hint: true },
      ],
    },
    {
      id: 'analytics',
      fields: [
        { kind: 'text', scope: 'shop', path: 'analytics.gtm_id', optional: true, hint: true },
        { kind: 'text', scope: 'shop', path: 'analytics.ga4_id', optional: true, hint: true },
      ],
    },
    {
      id: 'requisites',
      optionalObject: 'requisites',
      fields: [text('requisites.company'), text('requisites.code'), text('requisites.iban'), text('requisites.bank'), text('requisites.address')],
    },
    {
      id: 'swift',
      optionalObject: 'swift_requisites',
      fields: [
        text('swift_requisites.beneficiary'),
        text('swift_requisites.beneficiary_address'),
        text('swift_requisites.iban'),
        text('swift_requisites.swift'),
        text('swift_requisites.bank'),
        text('swift_requisites.bank_address'),
        { kind: 'currencies', scope: 'language', path: 'swift_requisites.currencies' },
      ],
    },
  ],
} satisfies Record<string, SettingsGroup[]>;

export type SettingsSection = keyof typeof settingsSections;
export const settingsSectionIds = Object.keys(settingsSections) as SettingsSection[];
export { transferCurrencies };

/** A phone row's icon when the row is new. */
const defaultPhoneIcon = 'icons/phone.svg';
/** Spare empty phone rows the form offers, up to the schema's ten. */
export const maxPhones = 10;

const blankPromo: Promo = { active: false, promobar_text: '', promo_image: '', promo_image_mob: '', show_image: 'no', text: '', button_link: '' };

type Tree = Record<string, unknown> | unknown[];

export function getPath(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

function setPath(root: Tree, path: string, value: unknown): void {
  // A split always has a first key.
  const [first = '', ...rest] = path.split('.');
  let node = root as Record<string, unknown>;
  let key = first;
  for (const nextKey of rest) {
    if (!node[key] || typeof node[key] !== 'object') node[key] = /^\d+$/.test(nextKey) ? [] : {};
    node = node[key] as Record<string, unknown>;
    key = nextKey;
  }
  if (value === undefined) delete node[key];
  else node[key] = value;
}

/** The name of a field's input: "site.uk.promo.0.promobar_text", "site.shared.free_delivery_from", "shop.maintenance". */
export function inputName(field: SettingsField, locale?: (typeof locales)[number]): string {
  if (field.scope === 'shop') return `shop.${field.path}`;
  return `site.${field.scope === 'shared' ? 'shared' : locale}.${field.path}`;
}

/** Number of phone rows a language's form shows: its phones and one spare. */
export function phoneRows(view: StaffSettingsView): number {
  const most = Math.max(...locales.map((locale) => (getPath(view.site[locale], 'contacts.0.phones') as unknown[] | undefined)?.length ?? 0));
  return Math.min(most + 1, maxPhones);
}

export interface ReadForm {
  /** The whole settings input to validate and save. */
  input: unknown;
  /** Where an error of the input's path is shown, when not under the same name. */
  aliases: Record<string, string>;
}

/** The stored settings with one section's fields taken from the posted form. */
export function readSettingsForm(section: SettingsSection, form: FormData, stored: StaffSettingsView): ReadForm {
  const next = structuredClone(stored) as { site: Record<Locale, Tree>; shop: Tree };
  const aliases: Record<string, string> = {};
  const value = (name: string) => String(form.get(name) ?? '').trim();

  for (const locale of locales) {
    const promo = next.site[locale] as { promo: Promo[] };
    if (!promo.promo[0]) promo.promo[0] = { ...blankPromo };
  }

  for (const group of settingsSections[section] as SettingsGroup[]) {
    for (const field of group.fields) {
      if (field.scope === 'shop') {
        setPath(next.shop, field.path, plainValue(field, value(inputName(field))));
        continue;
      }
      if (field.scope === 'shared') {
        const shared = plainValue(field, value(inputName(field)));
        for (const locale of locales) {
          setPath(next.site[locale], field.path, shared);
          aliases[`site.${locale}.${field.path}`] = inputName(field);
        }
        continue;
      }
      for (const locale of locales) {
        const name = inputName(field, locale);
        const doc = next.site[locale];
        if (field.kind === 'phones') {
          const old = (getPath(doc, field.path) as { image?: string }[] | undefined) ?? [];
          const phones: unknown[] = [];
          for (let row = 0; row < maxPhones; row += 1) {
            const number = value(`${name}.${row}.number`);
            const label = value(`${name}.${row}.label`);
            if (!number && !label) continue;
            aliases[`${name}.${phones.length}.number`] = `${name}.${row}.number`;
            aliases[`${name}.${phones.length}.label`] = `${name}.${row}.label`;
            phones.push({ number, label, image: old[row]?.image || defaultPhoneIcon });
          }
          setPath(doc, field.path, phones);
        } else if (field.kind === 'typedLinks') {
          const links = field.types.flatMap((type) => (value(`${name}.${type}`) ? [{ type, link: value(`${name}.${type}`) }] : []));
          links.forEach((link, index) => (aliases[`${name}.${index}.link`] = `${name}.${link.type}`));
          setPath(doc, field.path, links);
        } else if (field.kind === 'currencies') {
          setPath(doc, field.path, transferCurrencies.filter((code) => form.get(`${name}.${code}`) === 'on'));
          aliases[`${name}`] = `${name}.${transferCurrencies[0]}`;
        } else {
          setPath(doc, field.path, plainValue(field, value(name)));
        }
      }
    }
    if (group.optionalObject) dropEmptyObject(next.site, group.optionalObject);
  }
  return { input: next, aliases };
}

function plainValue(field: SettingsField, raw: string): unknown {
  switch (field.kind) {
    case 'checkbox':
      return raw === 'on';
    case 'yesno':
      return raw === 'yes' ? 'yes' : 'no';
    case 'number': {
      if (raw === '') return field.optional ? undefined : raw;
      const number = Number(raw.replace(',', '.').replace(/\s/g, ''));
      // Text that is no number is kept as text, so the schema names it at its field.
      return Number.isFinite(number) ? number : raw;
    }
    default:
      return raw === '' && 'optional' in field && field.optional ? undefined : raw;
  }
}

/** Bank details left wholly empty are taken out (the payment method is then not offered). */
function dropEmptyObject(site: Record<string, Tree>, key: string): void {
  for (const locale of locales) {
    const doc = site[locale] as Record<string, unknown>;
    const object = doc[key] as Record<string, unknown> | undefined;
    if (!object) continue;
    const empty = Object.entries(object).every(([name, item]) => name === 'intermediaries' || item === '' || (Array.isArray(item) && item.length === 0));
    if (empty) delete doc[key];
  }
}
