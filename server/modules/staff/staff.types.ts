import type { Locale } from '../../../common/locales.ts';
import type { StaffRole } from '../../../common/staff-roles.ts';

/** The signed-in member of staff, as guards hand it to handlers, loaders and `recordAudit`. */
export interface StaffActor {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
}
