import type { Route } from './+types/order-packing-slip';
import { orderDocumentResponse } from '../../lib/order-documents.server.ts';

/** GET /admin/orders/:id/packing-slip.pdf: the order's packing slip as PDF, for staff with 'orders'. */
export async function loader(args: Route.LoaderArgs) {
  return orderDocumentResponse(args, 'packing-slip');
}
