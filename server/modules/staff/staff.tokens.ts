import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staff, staffTokens } from '../../db/schema/staff.ts';
import { hashToken, newToken } from '../auth/auth.tokens.ts';

export type StaffTokenPurpose = 'set_password' | 'enrol' | 'second_factor';

/** How long each token lives: the invitation link a few days; the steps of a sign-in minutes. */
export const staffTokenLifetimeMinutes: Record<StaffTokenPurpose, number> = {
  set_password: 72 * 60,
  enrol: 30,
  second_factor: 10,
};

/** A new single-use token; an older unused one of the same purpose stops working. */
export async function issueStaffToken(tx: Database, { staffId, purpose, now, lifetimeMinutes = staffTokenLifetimeMinutes[purpose] }: { staffId: number; purpose: StaffTokenPurpose; now: Date; lifetimeMinutes?: number }): Promise<string> {
  await tx
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.staffId, staffId), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt)));
  const token = newToken();
  await tx.insert(staffTokens).values({ staffId, purpose, tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + lifetimeMinutes * 60_000), createdAt: now });
  return token;
}

export interface TokenHolder {
  tokenId: number;
  staffId: number;
  email: string;
  name: string;
  role: 'owner' | 'manager' | 'content_editor';
  locale: 'uk' | 'en';
  hasPassword: boolean;
  totpSecret: string | null;
  totpEnrolledAt: Date | null;
  totpLastStep: number | null;
}

/** The member a live token of this purpose belongs to (not used, not expired, member not disabled). */
export async function staffOfToken(db: Database, { token, purpose, now }: { token: string; purpose: StaffTokenPurpose; now: Date }): Promise<TokenHolder | null> {
  const [row] = await db
    .select({
      tokenId: staffTokens.id,
      staffId: staff.id,
      email: staff.email,
      name: staff.name,
      role: staff.role,
      locale: staff.locale,
      passwordHash: staff.passwordHash,
      totpSecret: staff.totpSecret,
      totpEnrolledAt: staff.totpEnrolledAt,
      totpLastStep: staff.totpLastStep,
    })
    .from(staffTokens)
    .innerJoin(staff, eq(staff.id, staffTokens.staffId))
    .where(and(eq(staffTokens.tokenHash, hashToken(token)), eq(staffTokens.purpose, purpose), isNull(staffTokens.usedAt), gt(staffTokens.expiresAt, now), isNull(staff.disabledAt)));
  if (!row) return null;
  const { passwordHash, ...rest } = row;
  return { ...rest, hasPassword: passwordHash !== null };
}

/** Uses a token: one conditional update, so two requests cannot both use it. */
export async function useStaffToken(tx: Database, { tokenId, now }: { tokenId: number; now: Date }): Promise<boolean> {
  const used = await tx
    .update(staffTokens)
    .set({ usedAt: now })
    .where(and(eq(staffTokens.id, tokenId), isNull(staffTokens.usedAt)))
    .returning({ id: staffTokens.id });
  return used.length === 1;
}
