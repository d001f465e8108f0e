import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { staff, staffSessions } from '../../db/schema/staff.ts';
import { hashToken, newToken } from '../auth/auth.tokens.ts';
import type { StaffActor } from './staff.types.ts';

/** The cookie of a staff session; separate from the shopper's `accessToken`. */
export const staffSessionCookie = 'staffSession';

/** A session's use is written at most this often, so a busy page does not write on every request. */
const lastSeenWriteAfterMs = 60_000;

export function sessionLimits(config: Config) {
  return { idleMs: config.STAFF_SESSION_IDLE_MINUTES * 60_000, absoluteMs: config.STAFF_SESSION_ABSOLUTE_HOURS * 3_600_000 };
}

/** When a session with these times ends (idle or absolute limit, whichever comes first). */
export function sessionEndsAt(config: Config, session: { createdAt: Date; lastSeenAt: Date }): Date {
  const { idleMs, absoluteMs } = sessionLimits(config);
  return new Date(Math.min(session.lastSeenAt.getTime() + idleMs, session.createdAt.getTime() + absoluteMs));
}

export async function createStaffSessionToken(db: Database, { staffId, now, ip, userAgent }: { staffId: number; now: Date; ip?: string | null; userAgent?: string | null }): Promise<string> {
  const token = newToken();
  await db.insert(staffSessions).values({ staffId, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now, ip: ip ?? null, userAgent: userAgent?.slice(0, 300) ?? null });
  return token;
}

/**
 * The member a session token belongs to, or null when it is unknown, revoked, idle too long, past
 * its absolute limit, or its member is disabled. A live session slides: its use is recorded.
 */
export async function staffForSessionToken(db: Database, { token, now, config }: { token: string; now: Date; config: Config }): Promise<StaffActor | null> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select({
      sessionId: staffSessions.id,
      createdAt: staffSessions.createdAt,
      lastSeenAt: staffSessions.lastSeenAt,
      id: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      locale: staff.locale,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt), isNull(staff.disabledAt)));
  if (!row) return null;
  if (sessionEndsAt(config, row) <= now) return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= lastSeenWriteAfterMs) {
    await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
  }
  return { id: row.id, email: row.email, name: row.name, role: row.role, locale: row.locale };
}

/** Sign-out: this session stops working at once. */
export async function revokeStaffSession(db: Database, { token, now }: { token: string; now: Date }): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: now }).where(and(eq(staffSessions.tokenHash, hashToken(token)), isNull(staffSessions.revokedAt)));
}

/** Every live session of a member ends (revoked by the owner, disabled, new password). Answers how many. */
export async function revokeAllStaffSessions(db: Database, { staffId, now }: { staffId: number; now: Date }): Promise<number> {
  const revoked = await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  return revoked.length;
}
