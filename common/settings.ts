import { z } from 'zod';
import { multiLine, singleLine } from './text.ts';

/** One line that must be there, up to `max` characters. */
const filled = (max: number) => z.string().check(singleLine).min(1, 'validations.required').max(max);
/** Text over lines that must be there, up to `max` characters. */
const filledText = (max: number) => z.string().check(...multiLine).min(1, 'validations.required').max(max);
/** A storage path ("brand/logo.svg") or an absolute http(s) URL. */
const assetPath = filled(500);
/** An optional storage path or URL: empty when not set. */
const optionalAssetPath = z.string().max(500);
/** One line a shopper reads. */
const line = z.string().check(singleLine).max(300);

/** A link of the shop's own ("/kemping", locale-neutral) or an absolute http(s) address; empty for none. */
export const siteLinkSchema = z
  .string()
  .max(500)
  // A backslash is refused: browsers read "/\evil.example" as another site's address.
  .refine((value) => value === '' || (!value.includes('\\') && (/^\/(?!\/)\S*$/.test(value) || /^https?:\/\/[^\s/]+\S*$/i.test(value))), { message: 'adminSettings.errors.link' });

export const promoSchema = z.object({
  /** Off keeps the text and image for later; the storefront shows the first promo that is on. */
  active: z.boolean().default(true),
  promobar_text: line,
  /** Desktop image of the promo bar, shown when show_image is "yes". */
  promo_image: optionalAssetPath,
  promo_image_mob: optionalAssetPath,
  show_image: z.enum(['yes', 'no']),
  /** Alternative text of the promo image. */
  text: line,
  /** Locale-neutral link ("/kemping"); the storefront adds the /en prefix. */
  button_link: siteLinkSchema,
});

/** An absolute http(s) address (a profile, a chat link). */
const webAddress = z.url({ protocol: /^https?$/, message: 'adminSettings.errors.webAddress' }).max(500);

export const socialTypes = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
export const messengerTypes = ['telegram', 'viber', 'whats_app'] as const;

export const contactSchema = z.object({
  is_main: z.boolean(),
  address: line,
  /** Opening hours of the showroom, one line. */
  schedule: line,
  email: z.email(),
  phones: z.array(z.object({ number: z.string().regex(/^\+?[\d ()-]{5,24}$/, 'adminSettings.errors.phone'), label: line, image: optionalAssetPath })).max(10),
  messengers: z.array(z.object({ type: z.enum(messengerTypes), link: webAddress })),
  socials: z.array(z.object({ type: z.enum(socialTypes), link: webAddress })),
});

/** Currencies a bank transfer from abroad is taken in. */
export const transferCurrencies = ['EUR', 'USD'] as const;
export type TransferCurrency = (typeof transferCurrencies)[number];

/** The correspondent bank a transfer in one currency passes through (field 56 of a SWIFT MT103). */
export const swiftIntermediarySchema = z.object({
  bank: filled(300),
  swift: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'adminSettings.errors.swift'),
  /** The beneficiary bank's account with the intermediary. */
  account: z.optional(filled(100)),
});

/** The shop's details for a bank transfer in EUR or USD from abroad; the method is offered only with them. */
export const swiftRequisitesSchema = z.object({
  beneficiary: filled(300),
  beneficiary_address: filled(300),
  iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, 'adminSettings.errors.iban'),
  /** The beneficiary bank's SWIFT/BIC code. */
  swift: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'adminSettings.errors.swift'),
  bank: filled(300),
  bank_address: filled(300),
  /** The currencies the account takes. */
  currencies: z.array(z.enum(transferCurrencies)).min(1),
  intermediaries: z.optional(z.partialRecord(z.enum(transferCurrencies), swiftIntermediarySchema)),
});

export type SwiftRequisites = z.infer<typeof swiftRequisitesSchema>;
export type SwiftIntermediary = z.infer<typeof swiftIntermediarySchema>;

/** The per-language settings document kept in site_settings.data. */
export const settingsDocumentSchema = z.object({
  site_name: filled(300),
  meta_title: filled(300),
  meta_description: filledText(500),
  promo: z.array(promoSchema),
  /** "{year}" is replaced with the current year when shown. */
  copyright: filled(300),
  cookie_title: filled(300),
  /** Formatted text (HTML); the back office sanitises it before it is stored. */
  cookie_text: filledText(5000),
  cookie_button: filled(300),
  logotype: assetPath,
  logodark: assetPath,
  logofooter: assetPath,
  favicon: assetPath,
  og_image: assetPath,
  contacts: z.array(contactSchema).min(1),
  facebook: webAddress,
  instagram: webAddress,
  /** Text shown while the shop is closed for maintenance (spec: maintenance text). */
  maintenance_text: filledText(1000),
  /** The shop's bank details printed on invoices for companies; bank transfer is offered only with them. */
  requisites: z.optional(
    z.object({ company: filled(300), code: filled(300), iban: filled(300), bank: filled(300), address: filled(300) }),
  ),
  /** The shop's details for bank transfers from abroad (EUR/USD); the method is offered only with them. */
  swift_requisites: z.optional(swiftRequisitesSchema),
  /** Delivery across Ukraine is free from this order total in UAH (after discounts). */
  free_delivery_from: z.optional(z.number().nonnegative().max(10_000_000)),
});

export type SettingsDocument = z.infer<typeof settingsDocumentSchema>;

/**
 * A stored document as the storefront reads it. One written before today's rules (a `viber://`
 * link, a line break in the hours) is shown as it is rather than failing every page; the back
 * office refuses such a field at the next save, where it can be mended.
 */
export function readStoredSettings(data: unknown): SettingsDocument {
  const parsed = settingsDocumentSchema.safeParse(data);
  return parsed.success ? parsed.data : (data as SettingsDocument);
}

export const gtmIdSchema = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, 'adminSettings.errors.gtmId');
export const ga4IdSchema = z.string().regex(/^G-[A-Z0-9]{4,16}$/, 'adminSettings.errors.ga4Id');
export const telegramChatIdSchema = z.string().regex(/^(-?\d{1,20}|@\w{5,32})$/, 'adminSettings.errors.telegramChat');

/**
 * Shop-wide switches kept in shop_settings.data (one document for both languages). Each field
 * falls back to its default on its own, so a mistyped tag id never turns the maintenance switch off.
 */
export const shopSettingsSchema = z.object({
  /** Shoppers get the 503 maintenance page; the MAINTENANCE_MODE variable can force it on. */
  maintenance: z.boolean().default(false).catch(false),
  /** Tag ids; each script loads only when its id is set and the shopper has accepted cookies. */
  analytics: z
    .object({
      /** Google Tag Manager container id, "GTM-XXXXXXX". */
      gtm_id: z.optional(gtmIdSchema).catch(undefined),
      /** GA4 measurement id, "G-XXXXXXXXXX". */
      ga4_id: z.optional(ga4IdSchema).catch(undefined),
    })
    .default({})
    .catch({}),
  /** Who is told of every new order (never shown to shoppers). */
  notifications: z
    .object({
      /** The shop's order address; without it, the main contact's e-mail. */
      orders_email: z.optional(z.email()).catch(undefined),
      /** A Telegram chat for the bot of TELEGRAM_BOT_TOKEN (TELEGRAM_CHAT_ID overrides it). */
      telegram_chat_id: z.optional(telegramChatIdSchema).catch(undefined),
    })
    .default({})
    .catch({}),
});

export type ShopSettings = z.infer<typeof shopSettingsSchema>;
export type Promo = z.infer<typeof promoSchema>;
export type Contact = z.infer<typeof contactSchema>;

export interface CurrencyView {
  code: string;
  status: number;
  prefix: string;
  suffix: string;
  /** Decimal text; how many units of this currency one hryvnia buys. */
  rate: string;
}

/** Answer of POST /api/settings/all. */
export type Settings = SettingsDocument & {
  checkout: { currencies: Record<string, CurrencyView> };
  default_currency: string;
};

/**
 * The settings every page gets with the root's data: all but the shop's bank details, which go
 * only to the pages that show an order's payment details (their loaders read them themselves).
 */
export type PageSettings = Omit<Settings, 'requisites' | 'swift_requisites'>;

export function pageSettingsOf(settings: Settings): PageSettings {
  const { requisites: _requisites, swift_requisites: _swiftRequisites, ...page } = settings;
  return page;
}

/** The tag ids the storefront loads (after the shopper's consent); null when none is configured. */
export interface AnalyticsIds {
  gtmId: string | null;
  ga4Id: string | null;
}
