import { data, redirect } from 'react-router';
import type { TFunction } from 'i18next';
import type { AuditedDeleteResult } from '../../../../server/modules/audit/audited-save.ts';
import { adminHeaders } from '../../../lib/admin.server.ts';


/**
 * An editor page's answer to its delete form: back to the list, which says so; 404 for what is
 * gone; else the refusal (how many products hold it) shown at the delete button.
 */
export function deleteAnswer(result: AuditedDeleteResult, { t, listPath, notFoundKey }: { t: TFunction; listPath: string; notFoundKey: string }) {
  if (result.ok) throw redirect(`${listPath}?deleted=1`, { headers: adminHeaders });
  if (result.reason === 'notFound') throw data({ message: t(notFoundKey) }, { status: 404, headers: adminHeaders });
  const reasons = Object.values(result.errors).flat().map((key) => t(key, { count: result.products }));
  return data({ message: t('adminCatalog.notDeleted'), errors: { delete: reasons } }, { status: 422, headers: adminHeaders });
}
