import '../../locales/admin-newsletter/index.ts';
import { useTranslation } from 'react-i18next';
import { data, Form, useNavigation } from 'react-router';
import type { Route } from './+types/newsletter';
import { subscriberIdSchema, subscriberListSchema, type SubscriberPage } from '../../../common/admin-newsletter.ts';
import { translator } from '../../../common/i18n.ts';
import { listSubscribers, unsubscribe } from '../../../server/modules/newsletter/newsletter.subscribers.ts';
import { adminHeaders, pageRequestOrigin, requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { AdminSearchForm } from '../../components/admin/admin-search-form.tsx';
import { AdminPager } from '../../components/admin/admin-pager.tsx';
import { cellClass, formatKyivTime, headClass, secondaryButtonClass, tableClass } from '../../components/admin/admin-format.ts';

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'customers');
  // A hand-edited address that does not parse shows the plain first page rather than an error.
  const parsed = subscriberListSchema.safeParse(Object.fromEntries(new URL(args.request.url).searchParams));
  return { page: await listSubscribers(getDeps(args.context).db, parsed.success ? parsed.data : {}), locale: actor.locale };
}

export async function action(args: Route.ActionArgs) {
  const actor = await requireStaffPage(args, 'customers');
  const t = translator(actor.locale);
  const form = await args.request.formData();
  const parsed = subscriberIdSchema.safeParse({ id: form.get('id') });
  const { db, now } = getDeps(args.context);
  const removed = parsed.success ? await unsubscribe(db, { id: parsed.data.id, actor, ip: pageRequestOrigin(args).ip, now: now() }) : null;
  if (!removed) throw data({ message: t('adminNewsletter.notFound') }, { status: 404, headers: adminHeaders });
  return { message: t('adminNewsletter.unsubscribed', { email: removed.email }) };
}

export function headers() {
  return adminHeaders;
}

const listHref = (page: SubscriberPage, number: number) => `/admin/newsletter?${new URLSearchParams({ ...(page.query ? { query: page.query } : {}), page: String(number) })}`;

export default function NewsletterPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { page, locale } = loaderData;
  const { pagination } = page;
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="space-y-4">
      <AdminHead title={t('adminNewsletter.title')} />
      <h1 className="text-2xl font-bold">{t('adminNewsletter.title')}</h1>
      <AdminSearchForm
        id="subscriber-query"
        query={page.query}
        resetTo="/admin/newsletter"
        labels={{ field: t('adminNewsletter.searchLabel'), submit: t('adminNewsletter.searchButton'), reset: t('adminNewsletter.reset') }}
      />
      <a href="/admin/newsletter/subscribers.csv" download className={secondaryButtonClass}>
        {t('adminNewsletter.export')}
      </a>
      <p role="status">{actionData?.message ?? t('adminNewsletter.found', { count: pagination.total })}</p>
      {page.subscribers.length === 0 ? (
        <p>{t('adminNewsletter.none')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className={tableClass}>
            <thead>
              <tr>
                <th scope="col" className={headClass}>{t('adminNewsletter.columns.email')}</th>
                <th scope="col" className={headClass}>{t('adminNewsletter.columns.locale')}</th>
                <th scope="col" className={headClass}>{t('adminNewsletter.columns.subscribedAt')}</th>
                <th scope="col" className={headClass}>
                  <span className="sr-only">{t('adminNewsletter.unsubscribe')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {page.subscribers.map((subscriber) => (
                <tr key={subscriber.id} data-subscriber={subscriber.email}>
                  <td className={`${cellClass} break-all`}>{subscriber.email}</td>
                  <td className={cellClass}>{subscriber.locale}</td>
                  <td className={cellClass}>{formatKyivTime(subscriber.subscribed_at, locale)}</td>
                  <td className={cellClass}>
                    <Form method="post">
                      <input type="hidden" name="id" value={subscriber.id} />
                      <button type="submit" disabled={busy} className={secondaryButtonClass} aria-label={t('adminNewsletter.unsubscribeLabel', { email: subscriber.email })}>
                        {t('adminNewsletter.unsubscribe')}
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager
        page={pagination.page}
        pages={pagination.pages}
        hrefOf={(number) => listHref(page, number)}
        labels={{ nav: t('adminNewsletter.pages'), page: t('adminNewsletter.page', { page: pagination.page, pages: pagination.pages }), previous: t('adminNewsletter.previous'), next: t('adminNewsletter.next') }}
      />
    </div>
  );
}
