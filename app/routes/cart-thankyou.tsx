import type { Route } from './+types/cart-thankyou';
import { thankYouParams } from '../../common/checkout.ts';
import { localeOfRequest } from '../../common/paths.ts';
import { findThankYou } from '../../server/modules/checkout/checkout.thankyou.ts';
import { getDeps } from '../lib/deps.server.ts';
import { privatePageHeaders } from '../lib/http-cache.ts';
import { tokenPageMeta } from '../lib/meta.ts';
import { notFound } from '../lib/not-found.ts';
import { ThankYouPage } from '../components/checkout/thankyou-view.tsx';
import type { MessagesHandle } from '../lib/page-messages.ts';

/** The message areas its page shows, whose files the document preloads (app/lib/page-messages.ts). */
export const handle: MessagesHandle = { messageAreas: ['checkout'] };

/** Only the buyer sees the order: its account, or the browser that placed it with the link's key; anyone else a 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { db, now } = getDeps(context);
  const url = new URL(request.url);
  const key = url.searchParams.get(thankYouParams.key);
  const view = await findThankYou(db, { request, number: url.searchParams.get(thankYouParams.order) ?? '', key, locale: localeOfRequest(request), now: now() });
  if (!view) notFound();
  return { view, key };
}

export const headers = privatePageHeaders;

// The address carries the order's key: out of every index, and never sent on as a Referer.
export const meta = tokenPageMeta('pages.thankyou');

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ThankYouPage view={loaderData.view} orderKey={loaderData.key} />;
}
