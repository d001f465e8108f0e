import type { SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { formatKyivDateTime } from '../../../common/admin-dates.ts';
import { data, Form, Link, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/order';
import '../../locales/admin-orders/index.ts';
// Delivery and payment method names.
import '../../locales/checkout/index.ts';
import { orderEditSchema, orderIdParam, orderNoteSchema, orderRefundSchema, orderStatusChangeSchema } from '../../../common/admin-orders.ts';
import { fallbackBaseCurrency, formatMoney } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import { loadAdminOrder } from '../../../server/modules/orders/orders.admin-view.ts';
import { editOrder } from '../../../server/modules/orders/orders.edit.ts';
import { addOrderNote } from '../../../server/modules/orders/orders.notes.ts';
import { orderProblem } from '../../../server/modules/orders/orders.problems.ts';
import { refundOrder } from '../../../server/modules/orders/orders.refund.ts';
import { changeOrderStatus } from '../../../server/modules/orders/orders.status.ts';
import { requireStaffPage } from '../../lib/admin.server.ts';
import { getDeps } from '../../lib/deps.server.ts';
import { AdminHead } from '../../components/admin/admin-head.tsx';
import { OrderEditForm } from '../../components/admin/orders/order-edit-form.tsx';
import { OrderShippingPanel } from '../../components/admin/orders/order-shipping.tsx';
import { OrderDocuments } from '../../components/admin/orders/order-documents.tsx';
import { loadOrderShipping } from '../../../server/modules/shipping/shipping.admin-view.ts';
import { ActorName, OrderTimeline } from '../../components/admin/orders/order-timeline.tsx';
import type { MessagesHandle } from '../../lib/page-messages.ts';

function orderIdOf(params: { id?: string }): number {
  const parsed = z.safeParse(orderIdParam, { id: params.id });
  if (!parsed.success) throw data(null, { status: 404 });
  return parsed.data.id;
}

/** The message areas its page shows, whose files the document preloads (app/lib/page-messages.ts). */
export const handle: MessagesHandle = { messageAreas: ['checkout', 'parcel'] };

export async function loader(args: Route.LoaderArgs) {
  const actor = await requireStaffPage(args, 'orders');
  const id = orderIdOf(args.params);
  const { db, config } = getDeps(args.context);
  const order = await loadAdminOrder(db, { id, locale: actor.locale });
  if (!order) throw data(null, { status: 404 });
  return { order, locale: actor.locale, shipping: await loadOrderShipping(db, id, { config }) };
}

type ActionResult = { intent: string; ok: boolean; message?: string; edit?: SubmissionResult<string[]> };

/** Status moves, notes, edits and refunds: the same services as the admin API. */
export async function action(args: Route.ActionArgs): Promise<ActionResult> {
  const actor = await requireStaffPage(args, 'orders');
  const id = orderIdOf(args.params);
  const deps = getDeps(args.context);
  const t = translator(actor.locale);
  const form = await args.request.formData();
  const intent = String(form.get('intent') ?? '');
  const fields = Object.fromEntries(form);
  const invalid = (issues: readonly { message: string }[]) => ({ intent, ok: false, message: t(issues[0]?.message ?? 'validations.invalid', { defaultValue: issues[0]?.message }) });
  switch (intent) {
    case 'status': {
      const parsed = z.safeParse(orderStatusChangeSchema, fields);
      if (!parsed.success) return invalid(parsed.error.issues);
      const result = await changeOrderStatus(deps, { orderId: id, to: parsed.data.status, actor, reason: parsed.data.reason });
      if (!result.ok) return { intent, ok: false, message: orderProblem(result, actor.locale).message };
      return { intent, ok: true, message: t('adminOrders.status.changed', { status: t(`cabinet.status.${result.to}`) }) };
    }
    case 'note': {
      const parsed = z.safeParse(orderNoteSchema, fields);
      if (!parsed.success) return invalid(parsed.error.issues);
      const note = await addOrderNote(deps.db, { orderId: id, actor, body: parsed.data.body, now: deps.now() });
      if (!note) throw data(null, { status: 404 });
      return { intent, ok: true, message: t('adminOrders.notes.added') };
    }
    case 'edit': {
      const submission = parseWithZod(form, { schema: orderEditSchema });
      if (submission.status !== 'success') return { intent, ok: false, edit: submission.reply() };
      const result = await editOrder(deps, {
        orderId: id,
        actor,
        lines: submission.value.lines?.map((line) => ({ optionId: line.option_id, count: line.count })),
        delivery: submission.value.delivery,
      });
      if (!result.ok) {
        const message = orderProblem(result, actor.locale).message;
        return { intent, ok: false, message, edit: submission.reply({ formErrors: [message] }) };
      }
      return { intent, ok: true, message: t('adminOrders.edit.saved'), edit: submission.reply({ resetForm: true }) };
    }
    case 'refund': {
      const parsed = z.safeParse(orderRefundSchema, fields);
      if (!parsed.success) return invalid(parsed.error.issues);
      const result = await refundOrder(deps, { orderId: id, actor, amount: Math.round(Number(parsed.data.amount) * 100), reason: parsed.data.reason });
      if (!result.ok) return { intent, ok: false, message: orderProblem(result, actor.locale).message };
      return { intent, ok: true, message: t('adminOrders.refund.done', { status: t(`adminOrders.refund.statuses.${result.status}`) }) };
    }
    default:
      return { intent, ok: false, message: t('validations.invalid') };
  }
}

const section = 'rounded border border-stone-300 bg-white p-4';
const input = 'min-h-11 w-full rounded border border-stone-400 bg-white px-2 md:min-h-9';
const button = 'min-h-11 rounded px-4 font-semibold md:min-h-9';

function Feedback({ result, intent }: { result: ActionResult | undefined; intent: string }) {
  if (!result || result.intent !== intent || !result.message) return null;
  return (
    <p role={result.ok ? 'status' : 'alert'} className={`mb-2 font-medium ${result.ok ? 'text-emerald-900' : 'text-red-800'}`}>
      {result.message}
    </p>
  );
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order: admin, locale } = loaderData;
  const { order } = admin;
  const busy = useNavigation().state !== 'idle';
  const money = (amount: string) => formatMoney(Number(amount), fallbackBaseCurrency, locale);
  const date = { format: (moment: Date) => formatKyivDateTime(moment.toISOString()) };
  const title = t('adminOrders.orderTitle', { number: order.number });
  return (
    <>
      <AdminHead title={title} />
      <p className="mb-2">
        <Link to="/admin/orders" className="underline">
          ← {t('adminOrders.back')}
        </Link>
      </p>
      <h1 className="mb-1 text-2xl font-bold">{title}</h1>
      <p className="mb-4 text-stone-700">
        {date.format(new Date(order.created_at))} · {t(`cabinet.status.${order.status}`)} · {t(`cabinet.payment.${order.payment_status}`)}
      </p>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <section className={section} aria-labelledby="order-status">
            <h2 id="order-status" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.status')}</h2>
            <Feedback result={actionData} intent="status" />
            {admin.next_statuses.length === 0 ? (
              <p>{t('adminOrders.status.final')}</p>
            ) : (
              <Form method="post" className="flex flex-col gap-2">
                <input type="hidden" name="intent" value="status" />
                <label className="flex flex-col text-sm font-medium">
                  {t('adminOrders.status.reason')}
                  <input className={input} name="reason" maxLength={500} />
                </label>
                <div className="flex flex-wrap gap-2">
                  {admin.next_statuses.map((status) => (
                    <button key={status} type="submit" name="status" value={status} disabled={busy} className={`${button} ${status === 'cancelled' ? 'border border-red-800 text-red-800' : 'bg-emerald-900 text-white'}`}>
                      {t(`adminOrders.status.moveTo.${status}`)}
                    </button>
                  ))}
                </div>
              </Form>
            )}
          </section>

          <section className={section} aria-labelledby="order-lines">
            <h2 id="order-lines" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.lines')}</h2>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[480px] text-left text-sm">
                <thead>
                  <tr className="border-b border-stone-300">
                    <th scope="col" className="py-1 pr-2">{t('adminOrders.sections.lines')}</th>
                    <th scope="col" className="py-1 pr-2">{t('adminOrders.line.sku')}</th>
                    <th scope="col" className="py-1 pr-2 text-right">{t('adminOrders.line.price')}</th>
                    <th scope="col" className="py-1 pr-2 text-right">{t('adminOrders.line.count')}</th>
                    <th scope="col" className="py-1 text-right">{t('adminOrders.line.total')}</th>
                  </tr>
                </thead>
                <tbody>
                  {order.lines.map((line, index) => (
                    <tr key={`${line.sku}-${index}`} className="border-b border-stone-200">
                      <td className="py-1 pr-2">{line.option ? `${line.name} (${line.option})` : line.name}</td>
                      <td className="py-1 pr-2">{line.sku}</td>
                      <td className="py-1 pr-2 text-right">{money(line.price)}</td>
                      <td className="py-1 pr-2 text-right">{line.count}</td>
                      <td className="py-1 text-right">{money(line.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
              <dt>{t('adminOrders.totals.subtotal')}</dt>
              <dd className="text-right">{money(order.subtotal)}</dd>
              {Number(order.discount) > 0 ? (
                <>
                  <dt>{order.coupon ? t('adminOrders.totals.coupon', { code: order.coupon }) : t('adminOrders.totals.discount')}</dt>
                  <dd className="text-right">−{money(order.discount)}</dd>
                </>
              ) : null}
              <dt>{t('adminOrders.totals.delivery')}</dt>
              <dd className="text-right">{order.delivery.note ?? money(order.delivery_cost)}</dd>
              <dt className="font-semibold">{t('adminOrders.totals.total')}</dt>
              <dd className="text-right font-semibold">{money(order.total)}</dd>
            </dl>
          </section>

          <section className={section} aria-labelledby="order-payments">
            <h2 id="order-payments" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.payments')}</h2>
            {admin.payments.length === 0 ? (
              <p>{t('adminOrders.payment.none')}</p>
            ) : (
              <ul className="flex flex-col gap-1 text-sm">
                {admin.payments.map((payment) => (
                  <li key={payment.id}>
                    {t(`checkoutMethods.payment.${payment.provider}`, { defaultValue: payment.provider })} · {t(`cabinet.payment.${payment.status}`)} · {payment.amount} {payment.currency_code}
                    {payment.external_id ? ` · ${t('adminOrders.payment.reference')}: ${payment.external_id}` : ''}
                    {payment.invoice_number ? ` · ${payment.invoice_number}` : ''} · {t('adminOrders.payment.created')}: {date.format(new Date(payment.created_at))}
                    {payment.paid_at ? ` · ${t('adminOrders.payment.paid')}: ${date.format(new Date(payment.paid_at))}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section className={section} aria-labelledby="order-edit">
            <h2 id="order-edit" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.edit')}</h2>
            <Feedback result={actionData} intent="edit" />
            {admin.editable ? <OrderEditForm key={order.total + order.lines.length} order={admin} lastResult={actionData?.intent === 'edit' ? actionData.edit : undefined} /> : <p>{t('adminOrders.edit.notEditable')}</p>}
          </section>

          <section className={section} aria-labelledby="order-refunds">
            <h2 id="order-refunds" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.refunds')}</h2>
            <Feedback result={actionData} intent="refund" />
            {admin.refunds.length === 0 ? (
              <p className="mb-2">{t('adminOrders.refund.none')}</p>
            ) : (
              <ul className="mb-2 flex flex-col gap-1 text-sm">
                {admin.refunds.map((refund) => (
                  <li key={refund.id}>
                    {money(refund.amount)} · {t(`adminOrders.refund.statuses.${refund.status}`)} · {refund.reason} · <ActorName actor={refund.actor} />
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" className="grid grid-cols-1 gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
              <input type="hidden" name="intent" value="refund" />
              <label className="flex flex-col text-sm font-medium">
                {t('adminOrders.refund.amount')}
                <input className={input} name="amount" inputMode="decimal" required pattern="\d{1,9}(\.\d{1,2})?" />
              </label>
              <label className="flex flex-col text-sm font-medium">
                {t('adminOrders.refund.reason')}
                <input className={input} name="reason" required maxLength={500} />
              </label>
              <button type="submit" disabled={busy} className={`${button} border border-stone-500`}>
                {t('adminOrders.refund.submit')}
              </button>
            </Form>
          </section>
        </div>

        <div className="flex min-w-0 flex-col gap-4">
          <section className={section} aria-labelledby="order-buyer">
            <h2 id="order-buyer" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.buyer')}</h2>
            <p>{order.customer.name}</p>
            <p>
              <a className="underline" href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
            </p>
            <p className="break-all">
              <a className="underline" href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            </p>
          </section>
          <section className={section} aria-labelledby="order-delivery">
            <h2 id="order-delivery" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.delivery')}</h2>
            <p className="font-medium">{order.delivery.label}</p>
            {order.delivery.lines.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </section>
          <section className={section} aria-labelledby="order-shipping">
            <h2 id="order-shipping" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.shipping')}</h2>
            {loaderData.shipping && <OrderShippingPanel shipping={loaderData.shipping} embedded />}
          </section>
          <div className={section}>
            <OrderDocuments orderId={admin.id} />
          </div>
          <section className={section} aria-labelledby="order-comment">
            <h2 id="order-comment" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.comment')}</h2>
            <p className="whitespace-pre-line">{order.comment || t('adminOrders.noComment')}</p>
          </section>
          <section className={section} aria-labelledby="order-notes">
            <h2 id="order-notes" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.notes')}</h2>
            <Feedback result={actionData} intent="note" />
            {admin.notes.length === 0 ? (
              <p className="mb-2">{t('adminOrders.notes.empty')}</p>
            ) : (
              <ul className="mb-2 flex flex-col gap-2 text-sm">
                {admin.notes.map((note) => (
                  <li key={note.id}>
                    <span className="block text-stone-600">
                      {date.format(new Date(note.created_at))} · <ActorName actor={note.author} />
                    </span>
                    <span className="whitespace-pre-line">{note.body}</span>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" className="flex flex-col gap-2">
              <input type="hidden" name="intent" value="note" />
              <label className="flex flex-col text-sm font-medium">
                {t('adminOrders.notes.body')}
                <textarea className={`${input} min-h-20 py-1`} name="body" required maxLength={2000} />
              </label>
              <button type="submit" disabled={busy} className={`${button} self-start border border-stone-500`}>
                {t('adminOrders.notes.add')}
              </button>
            </Form>
          </section>
          <section className={section} aria-labelledby="order-timeline">
            <h2 id="order-timeline" className="mb-2 text-lg font-semibold">{t('adminOrders.sections.timeline')}</h2>
            <OrderTimeline events={admin.timeline} locale={locale} />
          </section>
        </div>
      </div>
    </>
  );
}
