import { z } from 'zod';

/** A background job that failed, as the owner sees it: never its payload, which may hold a token. */
export interface JobFailureView {
  id: number;
  kind: string;
  attempts: number;
  max_attempts: number;
  /** Scrubbed when it was stored: no token, key nor address. */
  last_error: string | null;
  created_at: string;
  /** When it runs again (failing), or would have (dead). */
  run_at: string;
  /** Set when it is not tried again. */
  dead_at: string | null;
}

export interface JobFailuresView {
  /** Jobs whose last attempt failed: not tried again until someone retries them. */
  dead: JobFailureView[];
  /** Jobs that failed and wait for their next attempt. */
  failing: JobFailureView[];
}

/** Runs a failed job again: `POST /api/admin/jobs/retry` (ids up to JavaScript's safe integers, as the table's are read). */
export const jobRetrySchema = z.object({ id: z.number('validations.invalid').int('validations.invalid').positive('validations.invalid').max(Number.MAX_SAFE_INTEGER, 'validations.invalid') });
