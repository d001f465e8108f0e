import { eq } from 'drizzle-orm';
import type { Locale } from '../../../common/locales.ts';
import type { Database } from '../../db/client.ts';
import { staff } from '../../db/schema/staff.ts';

/** A member's own choice of the back office's language (and of the mails sent to them). */
export async function setStaffLocale(db: Database, { staffId, locale }: { staffId: number; locale: Locale }): Promise<void> {
  await db.update(staff).set({ locale }).where(eq(staff.id, staffId));
}
