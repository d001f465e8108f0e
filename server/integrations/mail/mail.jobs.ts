import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { enqueue } from '../../jobs/jobs.queue.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import type { Mailer, MailMessage } from './mailer.ts';

export const sendMailJob = 'mail.send';

interface SendMailPayload {
  message: MailMessage;
  /** Fixed when the mail is written, so every attempt sends the same Message-ID. */
  messageId: string;
}

/**
 * Writes a message to the outbox (the jobs table) in the caller's transaction; the `mail.send`
 * job delivers it. The payload holds the message with its link: the database keeps it, no log does.
 */
export function enqueueMail(tx: Database, message: MailMessage, config: Pick<Config, 'MAIL_FROM'>): Promise<number | null> {
  const payload: SendMailPayload = { message, messageId: `<${randomUUID()}@${mailDomain(config.MAIL_FROM)}>` };
  // An SMTP server down for a day is still caught up with: retries double from 10 s up to an hour.
  return enqueue(tx, { kind: sendMailJob, payload: { ...payload }, maxAttempts: 30 });
}

/** The domain of the shop's sender address, for Message-IDs. */
function mailDomain(mailFrom: string): string {
  return /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'tabir.invalid';
}

export function mailJobs(mailer: Mailer): Record<string, JobKind<SendMailPayload>> {
  return {
    [sendMailJob]: {
      run: ({ message, messageId }) => mailer.deliver(message, { messageId }),
    },
  };
}
