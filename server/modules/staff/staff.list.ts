import { asc, sql } from 'drizzle-orm';
import type { Locale } from '../../../common/locales.ts';
import type { StaffRole } from '../../../common/staff-roles.ts';
import type { StaffMemberView } from '../../../common/staff.ts';
import type { Database } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/staff.ts';

/** Everyone on the staff, for the owner's staff page and API (no secrets, ever). */
export async function listStaff(db: Database): Promise<StaffMemberView[]> {
  const rows = await db
    .select({
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      locale: staff.locale,
      hasPassword: sql<boolean>`${staff.passwordHash} is not null`,
      enrolledAt: staff.totpEnrolledAt,
      disabledAt: staff.disabledAt,
      createdAt: staff.createdAt,
      openSessions: sql<number>`(select count(*)::int from ${staffSessions} where ${staffSessions.staffId} = ${staff.id} and ${staffSessions.revokedAt} is null)`,
      lastSeenAt: sql<Date | string | null>`(select max(${staffSessions.lastSeenAt}) from ${staffSessions} where ${staffSessions.staffId} = ${staff.id})`,
    })
    .from(staff)
    .orderBy(asc(staff.name), asc(staff.id));
  return rows.map((row) => toView(row));
}

export async function getStaffMember(db: Database, id: number): Promise<StaffMemberView | null> {
  const all = await listStaff(db);
  return all.find((member) => member.id === id) ?? null;
}

function toView(row: {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  locale: Locale;
  hasPassword: boolean;
  enrolledAt: Date | null;
  disabledAt: Date | null;
  createdAt: Date;
  openSessions: number;
  lastSeenAt: Date | string | null;
}): StaffMemberView {
  const state = row.disabledAt ? 'disabled' : !row.hasPassword ? 'invited' : !row.enrolledAt ? 'enrolling' : 'active';
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    locale: row.locale,
    state,
    createdAt: row.createdAt.toISOString(),
    openSessions: Number(row.openSessions),
    lastSeenAt: row.lastSeenAt === null ? null : new Date(row.lastSeenAt).toISOString(),
  };
}
