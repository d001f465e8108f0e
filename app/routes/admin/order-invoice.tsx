import type { Route } from './+types/order-invoice';
import { orderDocumentResponse } from '../../lib/order-documents.server.ts';

/** GET /admin/orders/:id/invoice.pdf: the order's invoice (рахунок) as PDF, for staff with 'orders'. */
export async function loader(args: Route.LoaderArgs) {
  return orderDocumentResponse(args, 'invoice');
}
