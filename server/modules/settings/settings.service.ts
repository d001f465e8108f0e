import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { readThrough } from '../../db/read-cache.ts';
import { currencies, shopSettings, siteSettings } from '../../db/schema/settings.ts';
import { readStoredSettings, shopSettingsSchema, type CurrencyView, type Settings, type ShopSettings } from '../../../common/settings.ts';
import { trimDecimal } from '../../../common/money.ts';
import type { Locale } from '../../../common/locales.ts';

export function listCurrencies(db: Database): Promise<{ list: CurrencyView[]; defaultCode: string }> {
  return readThrough(db, 'currencies', () => loadCurrencies(db));
}

async function loadCurrencies(db: Database): Promise<{ list: CurrencyView[]; defaultCode: string }> {
  const rows = await db
    .select({
      code: currencies.code,
      status: currencies.status,
      prefix: currencies.prefix,
      suffix: currencies.suffix,
      rate: currencies.rate,
      isDefault: currencies.isDefault,
    })
    .from(currencies)
    .orderBy(asc(currencies.position), asc(currencies.code));
  const list = rows.map(({ isDefault: _isDefault, rate, ...row }) => ({ ...row, rate: trimDecimal(rate) }));
  const defaultCode = rows.find((row) => row.isDefault)?.code ?? 'UAH';
  return { list, defaultCode };
}

/** The settings document of one language with the currency list; null when none is stored. */
export function getSettings(db: Database, { locale }: { locale: Locale }): Promise<Settings | null> {
  return readThrough(db, `settings:${locale}`, () => loadSettings(db, locale));
}

async function loadSettings(db: Database, locale: Locale): Promise<Settings | null> {
  const [row] = await db.select({ data: siteSettings.data }).from(siteSettings).where(eq(siteSettings.locale, locale));
  if (!row) return null;
  const document = readStoredSettings(row.data);
  const { list, defaultCode } = await listCurrencies(db);
  return {
    ...document,
    checkout: { currencies: Object.fromEntries(list.map((currency) => [currency.code, currency])) },
    default_currency: defaultCode,
  };
}

/** The shop-wide switches as stored (defaults when no row is there); environment overrides are the caller's. */
export function getShopSettings(db: Database): Promise<ShopSettings> {
  return readThrough(db, 'shop-settings', async () => {
    const [row] = await db.select({ data: shopSettings.data }).from(shopSettings).where(eq(shopSettings.id, 1));
    return shopSettingsSchema.parse(row?.data ?? {});
  });
}
