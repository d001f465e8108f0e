// The back office's site settings: one definition of a valid change for the admin API and the
// page's action. Back office only: full zod.
import { z } from 'zod';
import type { Locale } from './locales.ts';
import { ga4IdSchema, gtmIdSchema, settingsDocumentSchema, telegramChatIdSchema, type SettingsDocument } from './settings.ts';

/**
 * The shop-wide switches as an editor sets them. Stricter than the stored document's reading
 * (which falls back to defaults on its own): a mistyped id is refused here, not quietly dropped.
 */
export const shopSettingsInputSchema = z.strictObject({
  maintenance: z.boolean('validations.invalid'),
  analytics: z.strictObject({ gtm_id: z.optional(gtmIdSchema), ga4_id: z.optional(ga4IdSchema) }),
  notifications: z.strictObject({ orders_email: z.optional(z.email('validations.email')), telegram_chat_id: z.optional(telegramChatIdSchema) }),
});

export type ShopSettingsInput = z.infer<typeof shopSettingsInputSchema>;

/** `PUT /api/admin/settings`: both languages' documents and the shop-wide switches, whole. */
export const settingsInputSchema = z.strictObject({
  site: z.strictObject({ uk: settingsDocumentSchema, en: settingsDocumentSchema }),
  shop: shopSettingsInputSchema,
});

export type SettingsInput = z.infer<typeof settingsInputSchema>;
export type SiteDocuments = Record<Locale, SettingsDocument>;

/** What `GET /api/admin/settings` answers and the settings pages start from. */
export interface StaffSettingsView {
  site: SiteDocuments;
  shop: ShopSettingsInput;
}

/**
 * The catalogue key of a field's label from its path in the input ("site.uk.contacts.0.email" →
 * "adminSettings.fields.contacts.email"): the language and list positions are left out.
 */
export function settingsFieldKey(path: string): string {
  const [scope, ...rest] = path.split('.').filter((part) => !/^\d+$/.test(part));
  const inside = scope === 'site' ? rest.slice(1) : rest;
  return ['adminSettings.fields', ...(scope === 'shop' ? ['shop'] : []), ...inside].join('.');
}
