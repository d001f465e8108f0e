import { z } from 'zod';

/** A storage path ("brand/logo.svg") or an absolute http(s) URL. */
const assetPath = z.string().min(1);

export const promoSchema = z.object({
  promobar_text: z.string(),
  /** Desktop image of the promo bar, shown when show_image is "yes". */
  promo_image: z.string(),
  promo_image_mob: z.string(),
  show_image: z.enum(['yes', 'no']),
  /** Alternative text of the promo image. */
  text: z.string(),
  /** Locale-neutral link ("/kemping"); the storefront adds the /en prefix. */
  button_link: z.string(),
});

export const socialTypes = ['facebook', 'instagram', 'youtube', 'tiktok'] as const;
export const messengerTypes = ['telegram', 'viber', 'whats_app'] as const;

export const contactSchema = z.object({
  is_main: z.boolean(),
  address: z.string(),
  /** Opening hours of the showroom, one line. */
  schedule: z.string(),
  email: z.email(),
  phones: z.array(z.object({ number: z.string(), label: z.string(), image: z.string() })),
  messengers: z.array(z.object({ type: z.enum(messengerTypes), link: z.url() })),
  socials: z.array(z.object({ type: z.enum(socialTypes), link: z.url() })),
});

/** Currencies a bank transfer from abroad is taken in. */
export const transferCurrencies = ['EUR', 'USD'] as const;
export type TransferCurrency = (typeof transferCurrencies)[number];

/** The correspondent bank a transfer in one currency passes through (field 56 of a SWIFT MT103). */
export const swiftIntermediarySchema = z.object({
  bank: z.string().min(1),
  swift: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  /** The beneficiary bank's account with the intermediary. */
  account: z.optional(z.string().min(1)),
});

/** The shop's details for a bank transfer in EUR or USD from abroad; the method is offered only with them. */
export const swiftRequisitesSchema = z.object({
  beneficiary: z.string().min(1),
  beneficiary_address: z.string().min(1),
  iban: z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/),
  /** The beneficiary bank's SWIFT/BIC code. */
  swift: z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/),
  bank: z.string().min(1),
  bank_address: z.string().min(1),
  /** The currencies the account takes. */
  currencies: z.array(z.enum(transferCurrencies)).min(1),
  intermediaries: z.optional(z.partialRecord(z.enum(transferCurrencies), swiftIntermediarySchema)),
});

export type SwiftRequisites = z.infer<typeof swiftRequisitesSchema>;
export type SwiftIntermediary = z.infer<typeof swiftIntermediarySchema>;

/** The per-language settings document kept in site_settings.data. */
export const settingsDocumentSchema = z.object({
  site_name: z.string().min(1),
  meta_title: z.string().min(1),
  meta_description: z.string().min(1),
  promo: z.array(promoSchema),
  /** "{year}" is replaced with the current year when shown. */
  copyright: z.string().min(1),
  cookie_title: z.string().min(1),
  cookie_text: z.string().min(1),
  cookie_button: z.string().min(1),
  logotype: assetPath,
  logodark: assetPath,
  logofooter: assetPath,
  favicon: assetPath,
  og_image: assetPath,
  contacts: z.array(contactSchema).min(1),
  facebook: z.url(),
  instagram: z.url(),
  /** Text shown while the shop is closed for maintenance (spec: maintenance text). */
  maintenance_text: z.string().min(1),
  /** The shop's bank details printed on invoices for companies; bank transfer is offered only with them. */
  requisites: z.optional(
    z.object({ company: z.string().min(1), code: z.string().min(1), iban: z.string().min(1), bank: z.string().min(1), address: z.string().min(1) }),
  ),
  /** The shop's details for bank transfers from abroad (EUR/USD); the method is offered only with them. */
  swift_requisites: z.optional(swiftRequisitesSchema),
  /** Delivery across Ukraine is free from this order total in UAH (after discounts). */
  free_delivery_from: z.optional(z.number().nonnegative()),
});

export type SettingsDocument = z.infer<typeof settingsDocumentSchema>;

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
      gtm_id: z.optional(z.string().regex(/^GTM-[A-Z0-9]{4,12}$/)).catch(undefined),
      /** GA4 measurement id, "G-XXXXXXXXXX". */
      ga4_id: z.optional(z.string().regex(/^G-[A-Z0-9]{4,16}$/)).catch(undefined),
    })
    .default({})
    .catch({}),
  /** Who is told of every new order (never shown to shoppers). */
  notifications: z
    .object({
      /** The shop's order address; without it, the main contact's e-mail. */
      orders_email: z.optional(z.email()).catch(undefined),
      /** A Telegram chat for the bot of TELEGRAM_BOT_TOKEN (TELEGRAM_CHAT_ID overrides it). */
      telegram_chat_id: z.optional(z.string().regex(/^(-?\d{1,20}|@\w{5,32})$/)).catch(undefined),
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
