import { useTranslation } from 'react-i18next';
import type { Route } from './+types/checkout-global';
import { localeOfRequest } from '../../common/paths.ts';
import { availablePaymentMethods } from '../../server/modules/checkout/checkout.methods.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { checkoutMeta } from '../components/checkout/checkout-meta.ts';
import { CheckoutPage } from '../components/checkout/checkout-page.tsx';
import type { MessagesHandle } from '../lib/page-messages.ts';

/** The message areas its page shows, whose files the document preloads (app/lib/page-messages.ts). */
export const handle: MessagesHandle = { messageAreas: ['checkout'] };

/** What an order abroad can be paid with now (checkout.methods.ts); with nothing, the page says so before the first step. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { paymentMethods: await availablePaymentMethods(getDeps(context), { region: 'international', locale: localeOfRequest(request) }) };
}

export const headers = privatePageHeaders;

export const meta = checkoutMeta('pages.checkoutGlobal');

export default function Page({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <CheckoutPage region="international" title={t('pages.checkoutGlobal')} paymentMethods={loaderData.paymentMethods} />;
}
