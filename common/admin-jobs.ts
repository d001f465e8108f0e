import { z } from 'zod/mini';

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

/** The largest id a bigserial gives before it would leave JavaScript's safe integers. */
export const jobRetrySchema = z.object({ id: z.int({ message: 'validations.invalid' }).check(z.positive('validations.invalid'), z.lte(Number.MAX_SAFE_INTEGER, 'validations.invalid')) });
