import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { shopSettings, siteSettings } from '../../db/schema/settings.ts';
import type { SettingsInput, ShopSettingsInput, SiteDocuments, StaffSettingsView } from '../../../common/admin-settings.ts';
import { locales, type Locale } from '../../../common/locales.ts';
import { readStoredSettings, settingsDocumentSchema, shopSettingsSchema, type SettingsDocument } from '../../../common/settings.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { sanitizeRichText } from '../content/rich-text.sanitize.ts';

/** Both languages' documents and the shop-wide switches as stored; null when a language has none yet. */
export async function getStaffSettings(db: Database): Promise<StaffSettingsView | null> {
  const [siteRows, [shopRow]] = await Promise.all([
    db.select({ locale: siteSettings.locale, data: siteSettings.data }).from(siteSettings),
    db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, 1)),
  ]);
  const site: Partial<SiteDocuments> = {};
  for (const row of siteRows) site[row.locale] = readStoredSettings(row.data);
  if (!locales.every((locale) => site[locale])) return null;
  return { site: site as SiteDocuments, shop: shopView(shopSettingsSchema.parse(shopRow?.data ?? {})) };
}

/** The stored switches without the ids the stored reading dropped (an absent id is no key at all). */
function shopView(stored: ShopSettingsInput): ShopSettingsInput {
  const defined = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
  return { maintenance: stored.maintenance, analytics: defined(stored.analytics), notifications: defined(stored.notifications) };
}

/**
 * A language's document as it is stored: the cookie notice's HTML sanitised, so what is kept is
 * what shoppers are shown. Null when sanitising left it invalid (nothing but script, say).
 */
function storedDocument(document: SettingsDocument): SettingsDocument | null {
  const parsed = settingsDocumentSchema.safeParse({ ...document, cookie_text: sanitizeRichText(document.cookie_text) });
  return parsed.success ? parsed.data : null;
}

/** Writes a language's document: the one way it is written, by the back office and the seed. */
export async function writeSiteDocument(tx: Database, { locale, document, now }: { locale: Locale; document: SettingsDocument; now: Date }): Promise<SettingsDocument> {
  const stored = storedDocument(document);
  if (!stored) throw new Error(`The ${locale} settings document is invalid once sanitised`);
  await tx
    .insert(siteSettings)
    .values({ locale, data: stored, updatedAt: now })
    .onConflictDoUpdate({ target: siteSettings.locale, set: { data: stored, updatedAt: now } });
  return stored;
}

export type SettingsSaveResult =
  | { ok: true; settings: StaffSettingsView; changed: string[] }
  | { ok: false; reason: 'missing' | 'stale' | 'ownerOnly' }
  | { ok: false; reason: 'invalid'; errors: Record<string, string[]> };

/** A short fingerprint of the stored settings: a form posts it back, so a save over newer settings is refused. */
export function settingsVersion(settings: StaffSettingsView): string {
  return createHash('sha256').update(JSON.stringify(settings)).digest('hex').slice(0, 16);
}

/** Fields only an owner may change: where money and customers' orders go, and the shop's switches. */
const ownerOnlyFields = ['requisites', 'swift_requisites'] as const;

/**
 * Saves both languages' documents and the shop-wide switches in one transaction, with an audit
 * entry for each part that changed (its changed fields before and after). `changed` names the
 * parts: 'site.uk', 'site.en', 'shop'. Refused: `stale` when `expectedVersion` is not the stored
 * settings' any more (someone saved meanwhile), `ownerOnly` when a member without the
 * 'shop_settings' capability changes bank details or the shop-wide switches.
 */
export async function saveSettings(
  db: Database,
  { input, actor, ip, now, expectedVersion, mayChangeShop }: { input: SettingsInput; actor: AuditActor; ip?: string | null; now: Date; expectedVersion?: string; mayChangeShop: boolean },
): Promise<SettingsSaveResult> {
  const result = await db.transaction(async (tx): Promise<SettingsSaveResult> => {
    // Locks both documents and the switches, so two editors' saves follow one another.
    await tx.select({ locale: siteSettings.locale }).from(siteSettings).for('update');
    await tx.select({ id: shopSettings.id }).from(shopSettings).for('update');
    const before = await getStaffSettings(tx);
    if (!before) return { ok: false, reason: 'missing' };
    if (expectedVersion !== undefined && expectedVersion !== settingsVersion(before)) return { ok: false, reason: 'stale' };
    const wanted = input;
    const shop = shopView(shopSettingsSchema.parse(wanted.shop));
    const touchesOwnerFields = changedFields(before.shop, shop).length > 0 || locales.some((locale) => ownerOnlyFields.some((key) => !isDeepStrictEqual(before.site[locale][key], wanted.site[locale][key])));
    if (touchesOwnerFields && !mayChangeShop) return { ok: false, reason: 'ownerOnly' };
    const changed: string[] = [];
    const site = { ...before.site };
    for (const locale of locales) {
      const stored = storedDocument(wanted.site[locale]);
      if (!stored) return { ok: false, reason: 'invalid', errors: { [`site.${locale}.cookie_text`]: ['adminSettings.errors.emptyOnceSanitised'] } };
      const fields = changedFields(before.site[locale], stored);
      // An unchanged document is not written: a write would still raise the page version.
      if (fields.length === 0) continue;
      site[locale] = await writeSiteDocument(tx, { locale, document: stored, now });
      changed.push(`site.${locale}`);
      await recordAudit(tx, {
        actor,
        action: 'settings.site',
        entity: { type: 'site_settings', id: locale },
        before: pick(before.site[locale], fields),
        after: pick(stored, fields),
        ip,
        at: now,
      });
    }
    const shopFields = changedFields(before.shop, shop);
    if (shopFields.length > 0) {
      await tx
        .insert(shopSettings)
        .values({ id: 1, data: shop, updatedAt: now })
        .onConflictDoUpdate({ target: shopSettings.id, set: { data: shop, updatedAt: now } });
      changed.push('shop');
      await recordAudit(tx, { actor, action: 'settings.shop', entity: { type: 'shop_settings', id: 1 }, before: pick(before.shop, shopFields), after: pick(shop, shopFields), ip, at: now });
    }
    return { ok: true, settings: { site, shop }, changed };
  });
  // This process shows the change at once; the others when they see the page version move.
  if (result.ok && result.changed.length > 0) forgetReadThrough(db);
  return result;
}

function changedFields<T extends object>(before: T, after: T): (keyof T)[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)] as (keyof T)[]);
  return [...keys].filter((key) => !isDeepStrictEqual(before[key], after[key]));
}

function pick<T extends object>(value: T, keys: (keyof T)[]): Partial<T> {
  return Object.fromEntries(keys.map((key) => [key, value[key] ?? null])) as Partial<T>;
}
