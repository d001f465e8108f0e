import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/staff.ts';
import type { StaffActor } from '../staff/staff.types.ts';

export type AuditActor = StaffActor | { system: string };

export interface AuditEntry {
  actor: AuditActor;
  /** What was done, as `<area>.<verb>`: 'staff.invite', 'order.status', … */
  action: string;
  entity: { type: string; id: string | number };
  before: unknown;
  after: unknown;
  /** The network address the change came from, when a person made it. */
  ip?: string | null;
  /** When it happened (the app's clock); the database's clock when not given. */
  at?: Date;
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change and
 * its record commit (or roll back) together. Before/after are stored as JSON; keep secrets out.
 */
export async function recordAudit(tx: Database, entry: AuditEntry): Promise<void> {
  const { actor } = entry;
  await tx.insert(auditLog).values({
    ...(entry.at ? { at: entry.at } : {}),
    staffId: 'system' in actor ? null : actor.id,
    systemActor: 'system' in actor ? actor.system : null,
    action: entry.action,
    entityType: entry.entity.type,
    entityId: String(entry.entity.id),
    before: toJson(entry.before),
    after: toJson(entry.after),
    ip: entry.ip ?? null,
  });
}

/** Dates and other values as JSON keeps them; undefined as null. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}
