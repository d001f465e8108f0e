import { data, type RouterContextProvider } from 'react-router';
import '../locales/admin-customers/index.ts';
import { translator } from '../../common/i18n.ts';
import { orderDocument, pdfResponse, type OrderDocumentKind } from '../../server/modules/orders/orders.documents.ts';
import { adminHeaders, requireStaffPage } from './admin.server.ts';
import { getDeps } from './deps.server.ts';

type Args = { request: Request; params: { id?: string }; context: Readonly<RouterContextProvider> };

/** The loader of the PDF resource routes: the member checked first, then the order's document or a 404. */
export async function orderDocumentResponse(args: Args, kind: OrderDocumentKind): Promise<Response> {
  const actor = await requireStaffPage(args, 'orders');
  const id = Number(args.params.id);
  const notFound = () => data({ message: translator(actor.locale)('orderDocuments.notFound') }, { status: 404, headers: adminHeaders });
  if (!/^\d{1,10}$/.test(args.params.id ?? '') || id < 1 || id > 2_147_483_647) throw notFound();
  const document = await orderDocument(getDeps(args.context).db, { orderId: id, kind });
  if (!document) throw notFound();
  return pdfResponse(document);
}
