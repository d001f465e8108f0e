import { Hono, type Context } from 'hono';
import { z } from 'zod';
import '../../../app/locales/admin-customers/index.ts';
import { translator } from '../../../common/i18n.ts';
import { HttpError } from '../../http/errors.ts';
import { validationError } from '../../http/validation.ts';
import { requireStaff, type StaffEnv } from '../staff/staff.guard.ts';
import { orderDocument, pdfResponse, type OrderDocumentKind } from './orders.documents.ts';

const orderParams = z.object({ id: z.coerce.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(2_147_483_647, 'validations.invalid') });

/** The document of the order in the path, as a private PDF. */
function documentRoute(kind: OrderDocumentKind) {
  return async (c: Context<StaffEnv>) => {
    const locale = c.var.staff.locale;
    const parsed = orderParams.safeParse(c.req.param());
    if (!parsed.success) throw validationError(parsed.error.issues, locale);
    const document = await orderDocument(c.var.deps.db, { orderId: parsed.data.id, kind });
    if (!document) throw new HttpError(404, translator(locale)('orderDocuments.notFound'));
    return pdfResponse(document);
  };
}

/** GET /api/admin/orders/:id/invoice.pdf and …/packing-slip.pdf, for staff with the 'orders' capability. */
export const orderDocumentsAdminApi = new Hono<StaffEnv>()
  .get('/:id/invoice.pdf', requireStaff('orders'), documentRoute('invoice'))
  .get('/:id/packing-slip.pdf', requireStaff('orders'), documentRoute('packing-slip'));
