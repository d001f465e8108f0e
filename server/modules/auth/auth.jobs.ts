import type { Locale } from '../../../common/locales.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { enqueue } from '../../jobs/jobs.queue.ts';
import type { Database } from '../../db/client.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import { enqueueLinkMail } from './auth.mails.ts';
import { requestPasswordReset, resendConfirmation } from './auth.service.ts';

export const passwordResetRequested = 'auth.password-reset-requested';
export const confirmationResendRequested = 'auth.confirmation-resend-requested';

/** A link asked for by address: the job looks the address up, so the request's answer cannot tell. */
export interface LinkRequest {
  email: string;
  locale: Locale;
  /** Where the links point (the request's public origin). */
  origin: string;
}

/**
 * Records a reset or confirmation request: the request does the same work for every address (this
 * one insert), whether it is registered or not; the token and the mail follow from the job.
 */
export async function requestLinkMail(db: Database, kind: typeof passwordResetRequested | typeof confirmationResendRequested, request: LinkRequest): Promise<void> {
  await enqueue(db, { kind, payload: { ...request }, maxAttempts: 5 });
}

/** The token, its mail and the job's end commit together: a retry never sends a second link. */
export function authJobs(deps: Pick<AppDeps, 'db' | 'config' | 'now'>): Record<string, JobKind<LinkRequest>> {
  return {
    [passwordResetRequested]: {
      run: ({ email, locale, origin }, job) =>
        deps.db.transaction(async (tx) => {
          const found = await requestPasswordReset(tx, { email, now: deps.now() });
          if (found) await enqueueLinkMail(tx, deps.config, { kind: 'resetPassword', to: found.user, locale, token: found.token, origin });
          await job.complete(tx);
        }),
    },
    [confirmationResendRequested]: {
      run: ({ email, locale, origin }, job) =>
        deps.db.transaction(async (tx) => {
          const found = await resendConfirmation(tx, { email, now: deps.now() });
          if (found) await enqueueLinkMail(tx, deps.config, { kind: 'confirmEmail', to: found.user, locale, token: found.token, origin });
          await job.complete(tx);
        }),
    },
  };
}
