import { useTranslation } from 'react-i18next';
import type { Route } from './+types/checkout';
import { localeOfRequest } from '../../common/paths.ts';
import { availablePaymentMethods } from '../../server/modules/checkout/checkout.methods.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { checkoutMeta } from '../components/checkout/checkout-meta.ts';
import { CheckoutPage } from '../components/checkout/checkout-page.tsx';
import type { MessagesHandle } from '../lib/page-messages.ts';

/** The message areas its page shows, whose files the document preloads (app/lib/page-messages.ts). */
export const handle: MessagesHandle = { messageAreas: ['checkout'] };

/** The payment methods the shop can take now; the cart is read by the browser (its id lives there). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { paymentMethods: await availablePaymentMethods(getDeps(context), { region: 'ukraine', locale: localeOfRequest(request) }) };
}

// The page carries the signed-in shopper's name and address: never stored by a cache.
export const headers = privatePageHeaders;

export const meta = checkoutMeta('pages.checkout');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <CheckoutPage region="ukraine" title={t('pages.checkout')} paymentMethods={loaderData.paymentMethods} />;
}
