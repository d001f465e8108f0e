import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditEntryView, AuditFilter, AuditPage } from '../../../common/audit.ts';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { auditLog, staff } from '../../db/schema/staff.ts';

/** Midnight of a Kyiv day as a moment (the shop's days are Kyiv's). */
function kyivDayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone 'Europe/Kyiv')`;
}

/** The audit log, newest first, filtered and paginated, for the owner. */
export async function listAudit(db: Database, filter: AuditFilter): Promise<AuditPage> {
  const conditions = [
    filter.staff_id === undefined ? undefined : eq(auditLog.staffId, filter.staff_id),
    filter.action === undefined ? undefined : eq(auditLog.action, filter.action),
    filter.entity_type === undefined ? undefined : eq(auditLog.entityType, filter.entity_type),
    filter.entity_id === undefined ? undefined : eq(auditLog.entityId, filter.entity_id),
    filter.from === undefined ? undefined : gte(auditLog.at, kyivDayStart(filter.from)),
    filter.to === undefined ? undefined : lt(auditLog.at, sql`(${kyivDayStart(filter.to)} + interval '1 day')`),
  ].filter((condition) => condition !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, { total }] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        staffId: auditLog.staffId,
        systemActor: auditLog.systemActor,
        staffName: staff.name,
        staffEmail: staff.email,
        action: auditLog.action,
        entityType: auditLog.entityType,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
        ip: auditLog.ip,
      })
      .from(auditLog)
      .leftJoin(staff, eq(staff.id, auditLog.staffId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.per_page)
      .offset((filter.page - 1) * filter.per_page),
    db.select({ total: sql<number>`count(*)::int` }).from(auditLog).where(where).then(singleRow),
  ]);
  const entries: AuditEntryView[] = rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor:
      row.staffId !== null && row.staffName !== null && row.staffEmail !== null
        ? { staffId: row.staffId, name: row.staffName, email: row.staffEmail }
        : row.systemActor !== null
          ? { system: row.systemActor }
          : { removed: true },
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
    ip: row.ip,
  }));
  return { entries, total: Number(total), page: filter.page, perPage: filter.per_page };
}

/** The actions and entity types written so far, for the filters' choices. */
export async function auditFacets(db: Database): Promise<{ actions: string[]; entityTypes: string[] }> {
  const [actions, entityTypes] = await Promise.all([
    db.selectDistinct({ value: auditLog.action }).from(auditLog).orderBy(auditLog.action),
    db.selectDistinct({ value: auditLog.entityType }).from(auditLog).orderBy(auditLog.entityType),
  ]);
  return { actions: actions.map((row) => row.value), entityTypes: entityTypes.map((row) => row.value) };
}
