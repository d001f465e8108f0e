import type { Locale } from '../../../common/locales.ts';
import type { StaffRole } from '../../../common/staff-roles.ts';
import type { OrderActorRecord } from '../../db/schema/order-back-office.ts';

/** A signed-in staff member, as the back office's guards give it (structurally S's StaffActor). */
export interface OrderStaffActor {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
}

/** A part of the shop that changes orders by itself. */
export type OrderSystemActor = { system: 'nova-poshta' | 'unpaid-expiry' | 'liqpay' | (string & {}) };

/** Who changes an order: a staff member or a part of the shop. */
export type OrderActor = OrderStaffActor | OrderSystemActor;

export function isStaffActor(actor: OrderActor): actor is OrderStaffActor {
  return !('system' in actor);
}

/** What the order's records keep of the actor: the person as they were then, never a role. */
export function actorRecord(actor: OrderActor): OrderActorRecord {
  return isStaffActor(actor) ? { staffId: actor.id, name: actor.name, email: actor.email } : { system: actor.system };
}
