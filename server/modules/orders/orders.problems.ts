import '../../../app/locales/admin-orders/index.ts';
import { minorToDecimal } from '../../../common/currency.ts';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { EditOrderResult } from './orders.edit.ts';
import type { RefundResult } from './orders.refund.ts';
import type { OrderStatusResult } from './orders.status.ts';

type Problem = Extract<OrderStatusResult | EditOrderResult | RefundResult, { ok: false }>;

/** A refused order change in the staff member's language, and the field it belongs to. */
export function orderProblem(problem: Problem, locale: Locale): { status: 404 | 422; field: string; message: string } {
  const t = translator(locale);
  const status = (value: string) => t(`cabinet.status.${value}`, { defaultValue: value });
  switch (problem.problem) {
    case 'notFound':
      return { status: 404, field: 'id', message: t('adminOrders.problems.notFound') };
    case 'transition':
      return { status: 422, field: 'status', message: t('adminOrders.problems.transition', { from: status(problem.from), to: status(problem.to) }) };
    case 'precondition':
      return { status: 422, field: 'status', message: t('adminOrders.problems.precondition') };
    case 'notEditable':
      return { status: 422, field: 'lines', message: t('adminOrders.problems.notEditable', { status: status(problem.status) }) };
    case 'paid':
      return { status: 422, field: 'lines', message: t('adminOrders.problems.paid') };
    case 'waybill':
      return { status: 422, field: 'lines', message: t('adminOrders.problems.waybill') };
    case 'empty':
      return { status: 422, field: 'lines', message: t('adminOrders.problems.empty') };
    case 'unknownOption':
      return { status: 422, field: 'lines', message: t('adminOrders.problems.unknownOption', { ids: problem.optionIds.join(', ') }) };
    case 'outOfStock':
      return { status: 422, field: 'lines', message: t('adminOrders.problems.outOfStock', { ids: problem.optionIds.join(', ') }) };
    case 'coupon':
      return { status: 422, field: 'lines', message: t('adminOrders.problems.coupon', { problem: problem.coupon }) };
    case 'notPaid':
      return { status: 422, field: 'amount', message: t('adminOrders.problems.notPaid') };
    case 'tooMuch':
      return { status: 422, field: 'amount', message: t('adminOrders.problems.tooMuch', { amount: minorToDecimal(problem.refundable) }) };
  }
}
