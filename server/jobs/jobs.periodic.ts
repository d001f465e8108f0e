import type { Database } from '../db/client.ts';
import { enqueue } from './jobs.queue.ts';

/** A time slot's start: every `everyMs` from the epoch. */
export const slotStart = (at: Date, everyMs: number) => Math.floor(at.getTime() / everyMs) * everyMs;

/** `kind@2026-11-25T15:30`: the same for every process that schedules the same slot. */
export const slotKey = (kind: string, slot: number) => `${kind}@${new Date(slot).toISOString().slice(0, 16)}`;

/**
 * Adds the run of a periodic job for a time slot, once across processes (the slot is its dedupe
 * key): `slot` defaults to the current one (due now, as at a process's start); a run schedules the
 * next slot with `nextSlot`. Answers whether this call added it.
 */
export async function schedulePeriodic(db: Database, { kind, everyMs, now, slot = slotStart(now, everyMs) }: { kind: string; everyMs: number; now: Date; slot?: number }): Promise<boolean> {
  const id = await enqueue(db, { kind, payload: { slot }, delayMs: Math.max(0, slot - now.getTime()), dedupeKey: slotKey(kind, slot), maxAttempts: 3 });
  return id !== null;
}

/** The slot after the one that ran, or after now when runs fell behind (no string of catch-up runs). */
export const nextSlot = ({ slot, now, everyMs }: { slot: number; now: Date; everyMs: number }) => Math.max(slot, slotStart(now, everyMs)) + everyMs;
