import { isDeepStrictEqual } from 'node:util';
import type { Database } from '../../db/client.ts';
import { forgetReadThrough } from '../../db/read-cache.ts';
import { uniqueViolationOf } from '../../db/unique-violation.ts';
import { recordAudit, type AuditActor } from './audit.record.ts';

/** Field errors by the input's path, as catalogue keys. */
type FieldErrors = Record<string, string[]>;

/** What a writer answers: the saved row's id, or why it wrote nothing. */
type Written = { ok: true; id: number } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'invalid'; errors: FieldErrors };

export type AuditedSaveResult<T, W extends Written> = { ok: true; item: T; changed: boolean } | Exclude<W, { ok: true }>;

/** Thrown inside a transaction to roll back a change that changed nothing, carrying the answer. */
export class Unchanged<T> {
  readonly answer: T;
  constructor(answer: T) {
    this.answer = answer;
  }
}

/** Runs `work` in a transaction; an `Unchanged` it throws rolls everything back and is answered. */
export async function unlessUnchanged<R>(db: Database, work: (tx: Database) => Promise<R>): Promise<R> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Unchanged) return error.answer as R;
    throw error;
  }
}

/** What an audit entry compares: the item without its dates, which every save moves. */
const withoutDates = (item: object): Record<string, unknown> => {
  const { created_at: _created, updated_at: _updated, ...rest } = item as Record<string, unknown>;
  return rest;
};

/**
 * Creates (no id) or rewrites one item of the back office in one transaction with its audit entry
 * (`<entity>.create` / `<entity>.update`, the fields that changed, before and after):
 * - the row is locked before it is read, so "before" is what this save replaces;
 * - a save that changes nothing is rolled back (no dates move, no page version rises);
 * - a unique constraint another save won since the writer's checks is the loser's field error
 *   (`taken`: constraint name → errors), not a failure;
 * - this process shows the change at once; the others when they see the page version move.
 */
export async function saveAudited<T extends object, W extends Written>(
  db: Database,
  {
    id,
    entity,
    lock,
    read,
    write,
    auditState = withoutDates,
    taken = {},
    actor,
    ip,
    now,
  }: {
    id?: number;
    entity: string;
    lock: (tx: Database, id: number) => Promise<unknown>;
    read: (tx: Database, id: number) => Promise<T | null>;
    write: (tx: Database) => Promise<W>;
    auditState?: (item: T) => Record<string, unknown>;
    taken?: Record<string, FieldErrors>;
    actor: AuditActor;
    ip?: string | null;
    now: Date;
  },
): Promise<AuditedSaveResult<T, W>> {
  type Result = AuditedSaveResult<T, W>;
  const result = await unlessUnchanged(db, async (tx): Promise<Result> => {
    if (id !== undefined) await lock(tx, id);
    const before = id === undefined ? null : await read(tx, id);
    if (id !== undefined && !before) return { ok: false, reason: 'notFound' } as Result;
    const written = await write(tx);
    if (!written.ok) return written as Result;
    const after = (await read(tx, written.id))!;
    const [was, is] = [before && auditState(before), auditState(after)];
    const fields = Object.keys(is).filter((key) => !was || !isDeepStrictEqual(was[key], is[key]));
    if (was && fields.length === 0) throw new Unchanged<Result>({ ok: true, item: before!, changed: false });
    await recordAudit(tx, {
      actor,
      action: `${entity}.${was ? 'update' : 'create'}`,
      entity: { type: entity, id: written.id },
      before: was ? Object.fromEntries(fields.map((key) => [key, was[key]])) : null,
      after: Object.fromEntries(fields.map((key) => [key, is[key]])),
      ip,
      at: now,
    });
    return { ok: true, item: after, changed: true };
  }).catch((error: unknown): Result => {
    const errors = taken[uniqueViolationOf(error)?.constraint ?? ''];
    if (errors) return { ok: false, reason: 'invalid', errors } as Result;
    throw error;
  });
  if (result.ok && result.changed) forgetReadThrough(db);
  return result;
}

/** Why a delete was refused: catalogue keys by field, and how many products stand in the way. */
export type DeleteRefusal = { errors: FieldErrors; products: number };
export type AuditedDeleteResult = { ok: true } | { ok: false; reason: 'notFound' } | ({ ok: false; reason: 'invalid' } & DeleteRefusal);

/**
 * Deletes one item of the back office in one transaction with its audit entry (`<entity>.delete`,
 * the item before): the row is locked, `refusal` may keep it (what still depends on it), `remove`
 * deletes it; this process shows the change at once, the others when the page version moves.
 */
export async function deleteAudited<T extends object>(
  db: Database,
  {
    id,
    entity,
    lock,
    refusal,
    read,
    remove,
    auditState = withoutDates,
    actor,
    ip,
    now,
  }: {
    id: number;
    entity: string;
    /** Locks the row; false when there is none. */
    lock: (tx: Database, id: number) => Promise<boolean>;
    refusal: (tx: Database, id: number) => Promise<DeleteRefusal | null>;
    read: (tx: Database, id: number) => Promise<T | null>;
    remove: (tx: Database, id: number) => Promise<void>;
    auditState?: (item: T) => Record<string, unknown>;
    actor: AuditActor;
    ip?: string | null;
    now: Date;
  },
): Promise<AuditedDeleteResult> {
  const result = await db.transaction(async (tx): Promise<AuditedDeleteResult> => {
    if (!(await lock(tx, id))) return { ok: false, reason: 'notFound' };
    const refused = await refusal(tx, id);
    if (refused) return { ok: false, reason: 'invalid', ...refused };
    const before = (await read(tx, id))!;
    await remove(tx, id);
    await recordAudit(tx, { actor, action: `${entity}.delete`, entity: { type: entity, id }, before: auditState(before), after: null, ip, at: now });
    return { ok: true };
  });
  if (result.ok) forgetReadThrough(db);
  return result;
}
