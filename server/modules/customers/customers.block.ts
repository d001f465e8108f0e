import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accessTokens, users } from '../../db/schema/users.ts';
import { recordAudit } from '../audit/audit.record.ts';

type Actor = Parameters<typeof recordAudit>[1]['actor'];

export type BlockResult = { ok: true; blockedAt: Date | null; changed: boolean } | { ok: false; reason: 'notFound' };

/**
 * Blocks or unblocks a shop account, in one transaction with its audit entry. Blocking ends every
 * session of the account at once (its tokens are deleted; the session checks also refuse a
 * blocked account, which covers a sign-in committed alongside). Asking for the state the account
 * is already in changes nothing and writes no entry.
 */
export async function setCustomerBlocked(
  db: Database,
  { id, blocked, actor, now }: { id: number; blocked: boolean; actor: Actor; now: Date },
): Promise<BlockResult> {
  return db.transaction(async (tx) => {
    // The row lock orders two staff members acting at once: each sees the other's result.
    const [user] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, id)).for('update');
    if (!user) return { ok: false, reason: 'notFound' } as const;
    if ((user.blockedAt !== null) === blocked) return { ok: true, blockedAt: user.blockedAt, changed: false } as const;
    const blockedAt = blocked ? now : null;
    await tx.update(users).set({ blockedAt, updatedAt: now }).where(eq(users.id, id));
    if (blocked) await tx.delete(accessTokens).where(eq(accessTokens.userId, id));
    await recordAudit(tx, {
      actor,
      action: blocked ? 'customer.block' : 'customer.unblock',
      entity: { type: 'customer', id },
      before: { blocked_at: user.blockedAt?.toISOString() ?? null },
      after: { blocked_at: blockedAt?.toISOString() ?? null },
    });
    return { ok: true, blockedAt, changed: true } as const;
  });
}
