import { paymentMethodsFor, type CheckoutRegion, type PaymentMethod } from '../../../common/checkout.ts';
import type { Locale } from '../../../common/locales.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { getSettings } from '../settings/settings.service.ts';

/** Card payment needs the shop's LiqPay keys. */
export const cardPaymentConfigured = (config: AppDeps['config']) => Boolean(config.LIQPAY_PUBLIC_KEY && config.LIQPAY_PRIVATE_KEY);

/**
 * The payment methods the shop can take for this region now: card only with LiqPay's keys,
 * invoices only with the shop's bank details in the settings.
 */
export async function availablePaymentMethods(deps: Pick<AppDeps, 'db' | 'config'>, { region, locale }: { region: CheckoutRegion; locale: Locale }): Promise<PaymentMethod[]> {
  const requisites = (await getSettings(deps.db, { locale }))?.requisites;
  return paymentMethodsFor[region].filter((method) => (method === 'liqpay' ? cardPaymentConfigured(deps.config) : method === 'invoice' ? Boolean(requisites) : true));
}
