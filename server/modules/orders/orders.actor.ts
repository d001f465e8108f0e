import type { OrderActorRecord } from '../../../common/admin-orders.ts';
import type { StaffActor } from '../staff/staff.types.ts';

/** A signed-in staff member, as the back office's guards give it. */
export type OrderStaffActor = StaffActor;

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
