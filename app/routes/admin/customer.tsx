import '../../locales/admin-customers/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, Link, useNavigation } from 'react-router';
import type { Route } from './+types/customer';
import { translator } from '../../../common/i18n.ts';
import { getCustomer } from '../../../server/modules/customers/customers.detail.ts';
import { setCustomerBlocked } from '../../../server/modules/customers/customers.block.ts';
import { adminHeaders, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { OrderBriefTable } from '../../components/admin/order-brief-table.tsx';
import { buttonClass, formatKyivTime, formatUah } from '../../components/admin/admin-format.ts';

/** The id in the path, or null when it could not name an account. */
function customerId(param: string | undefined): number | null {
  const id = Number(param);
  return /^\d{1,10}$/.test(param ?? '') && id >= 1 && id <= 2_147_483_647 ? id : null;
}

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'customers');
  const id = customerId(args.params.id);
  const customer = id === null ? null : await getCustomer(getDeps(args.context).db, { id, locale: actor.locale });
  if (!customer) throw data({ message: translator(actor.locale)('adminCustomers.notFound') }, { status: 404, headers: adminHeaders });
  return { customer, locale: actor.locale };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'customers');
  const id = customerId(args.params.id);
  const form = await args.request.formData();
  const intent = form.get('intent');
  if (id === null || (intent !== 'block' && intent !== 'unblock')) throw data({ message: translator(actor.locale)('adminCustomers.notFound') }, { status: 404, headers: adminHeaders });
  const { db, now } = getDeps(args.context);
  const result = await setCustomerBlocked(db, { id, blocked: intent === 'block', actor, now: now() });
  if (!result.ok) throw data({ message: translator(actor.locale)('adminCustomers.notFound') }, { status: 404, headers: adminHeaders });
  return { done: intent };
}

export function headers() {
  return adminHeaders;
}

const card = 'rounded border border-stone-300 bg-white p-4';

export default function CustomerPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { customer, locale } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const blocked = customer.blocked_at !== null;
  return (
    <div className="space-y-5">
      <AdminHead title={customer.name} />
      <Link to="/admin/customers" className="underline">
        ← {t('adminCustomers.back')}
      </Link>
      <h1 className="text-2xl font-bold break-words">{customer.name}</h1>

      <section className={card} aria-labelledby="customer-details">
        <h2 id="customer-details" className="mb-2 text-lg font-semibold">
          {t('adminCustomers.details')}
        </h2>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
          <dt className="text-stone-600">{t('adminCustomers.columns.email')}</dt>
          <dd className="break-all">{customer.email}</dd>
          <dt className="text-stone-600">{t('adminCustomers.columns.phone')}</dt>
          <dd>{customer.phone ?? '—'}</dd>
          <dt className="text-stone-600">{t('adminCustomers.locale')}</dt>
          <dd>{customer.locale}</dd>
          <dt className="text-stone-600">{t('adminCustomers.registered')}</dt>
          <dd>{formatKyivTime(customer.created_at, locale)}</dd>
          <dt className="text-stone-600">{t('adminCustomers.columns.status')}</dt>
          <dd data-customer-status={blocked ? 'blocked' : 'active'}>
            {blocked ? t('adminCustomers.status.blocked') : customer.confirmed ? t('adminCustomers.status.active') : t('adminCustomers.status.unconfirmed')}
          </dd>
          <dt className="text-stone-600">{t('adminCustomers.spent')}</dt>
          <dd>{formatUah(customer.spent_uah, locale)}</dd>
          <dt className="text-stone-600">{t('adminCustomers.newsletter')}</dt>
          <dd>{customer.newsletter.since ? t('adminCustomers.subscribedSince', { date: formatKyivTime(customer.newsletter.since, locale) }) : t('adminCustomers.notSubscribed')}</dd>
        </dl>
        <Form method="post" className="mt-4 space-y-2">
          <p className="text-sm text-stone-700">{blocked ? t('adminCustomers.blockedSince', { date: formatKyivTime(customer.blocked_at!, locale) }) : t('adminCustomers.blockHint')}</p>
          <button type="submit" name="intent" value={blocked ? 'unblock' : 'block'} disabled={busy} className={buttonClass}>
            {blocked ? t('adminCustomers.unblock') : t('adminCustomers.block')}
          </button>
          <p role="status" className="text-sm">
            {actionData?.done === 'block' ? t('adminCustomers.blockedDone') : actionData?.done === 'unblock' ? t('adminCustomers.unblockedDone') : ''}
          </p>
        </Form>
      </section>

      <section className={card} aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="mb-2 text-lg font-semibold">
          {t('adminCustomers.orders')} ({customer.orders})
        </h2>
        {customer.orders_list.length === 0 ? (
          <p>{t('adminCustomers.noOrders')}</p>
        ) : (
          <OrderBriefTable orders={customer.orders_list} locale={locale} />
        )}
      </section>

      <section className={card} aria-labelledby="customer-wishlist">
        <h2 id="customer-wishlist" className="mb-2 text-lg font-semibold">
          {t('adminCustomers.wishlist')}
        </h2>
        {customer.wishlist.length === 0 ? (
          <p>{t('adminCustomers.noWishlist')}</p>
        ) : (
          <ul className="list-disc space-y-1 pl-5">
            {customer.wishlist.map((item) => (
              <li key={item.product_id}>
                {item.name}
                {!item.active && <span className="text-stone-600"> ({t('adminCustomers.inactive')})</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
