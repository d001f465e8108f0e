import { randomInt } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { staffRecoveryCodes } from '../../db/schema/staff.ts';
import { hashToken } from '../auth/auth.tokens.ts';

export const recoveryCodeCount = 10;

// No 0/o, 1/l/i: codes are read off paper.
const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  const part = () => Array.from({ length: 5 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return `${part()}-${part()}`;
}

/** What a typed code is compared as: lower case, without spaces or dashes. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, '');
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalizeRecoveryCode(code));
}

/** Ten new codes in place of any old ones; answered once, stored hashed. */
export async function replaceRecoveryCodes(tx: Database, { staffId, now }: { staffId: number; now: Date }): Promise<string[]> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ staffId, codeHash: hashToken(normalizeRecoveryCode(code)), createdAt: now })));
  return codes;
}

/** Uses a recovery code once (a conditional update: a second use finds it used). */
export async function useRecoveryCode(tx: Database, { staffId, code, now }: { staffId: number; code: string; now: Date }): Promise<boolean> {
  const used = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(staffRecoveryCodes.staffId, staffId), eq(staffRecoveryCodes.codeHash, hashToken(normalizeRecoveryCode(code))), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return used.length === 1;
}
