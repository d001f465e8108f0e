import { checkoutRegions, paymentMethodsFor, type CheckoutRegion, type PaymentMethod } from '../../../common/checkout.ts';
import { parseRate } from '../../../common/currency.ts';
import type { Locale } from '../../../common/locales.ts';
import type { Settings, TransferCurrency } from '../../../common/settings.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { getSettings } from '../settings/settings.service.ts';

/** Card payment needs the shop's LiqPay keys. */
export const cardPaymentConfigured = (config: AppDeps['config']) => Boolean(config.LIQPAY_PUBLIC_KEY && config.LIQPAY_PRIVATE_KEY);

/**
 * The currency of a bank transfer from abroad, with its rate (units per hryvnia): the one the
 * shopper browsed in when the shop's account takes it, else euros, else the account's other
 * currency. Only currencies with a rate in the shop's list count; null when none has one.
 */
export function transferCurrency(settings: Settings | null, shopperCurrency: string): { code: TransferCurrency; rate: number } | null {
  const requisites = settings?.swift_requisites;
  if (!requisites) return null;
  const accepted = requisites.currencies
    .map((code) => ({ code, rate: parseRate(settings.checkout.currencies[code]?.rate ?? '') }))
    .filter(({ rate }) => rate > 0);
  return accepted.find(({ code }) => code === shopperCurrency) ?? accepted.find(({ code }) => code === 'EUR') ?? accepted[0] ?? null;
}

/**
 * The one rule of which payment methods the shop can take for a region now: card only with
 * LiqPay's keys, an invoice only with the shop's bank details, a transfer from abroad only with
 * its SWIFT details, and payment after confirmation only when the shop has a way to be paid
 * later (a card link or a transfer). Cash on delivery needs nothing.
 */
function methodsFor(region: CheckoutRegion, { settings, card }: { settings: Settings | null; card: boolean }): PaymentMethod[] {
  const swift = transferCurrency(settings, '') !== null;
  const can: Record<PaymentMethod, boolean> = {
    cash: true,
    liqpay: card,
    invoice: Boolean(settings?.requisites),
    swift,
    after_confirmation: card || swift,
  };
  return paymentMethodsFor[region].filter((method) => can[method]);
}

export async function availablePaymentMethods(deps: Pick<AppDeps, 'db' | 'config'>, { region, locale }: { region: CheckoutRegion; locale: Locale }): Promise<PaymentMethod[]> {
  return methodsFor(region, { settings: await getSettings(deps.db, { locale }), card: cardPaymentConfigured(deps.config) });
}

/**
 * Every region's methods, for the pages that link to the checkouts (the root loader already holds
 * the settings): a region with none is not offered, as its checkout could not be completed.
 */
export function checkoutPaymentMethods(settings: Settings | null, config: AppDeps['config']): Record<CheckoutRegion, PaymentMethod[]> {
  const card = cardPaymentConfigured(config);
  return Object.fromEntries(checkoutRegions.map((region) => [region, methodsFor(region, { settings, card })])) as Record<CheckoutRegion, PaymentMethod[]>;
}
