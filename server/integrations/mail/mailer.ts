import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the message is for (file names and logs). */
  kind: string;
  /** The link the message carries (never logged: it holds the link's token). */
  link?: string;
}

export interface Mailer {
  /**
   * Hands one message over (SMTP, or the outbox folder) and resolves once it is accepted; throws
   * when it is not. Messages are sent from the `mail.send` job (mail.jobs.ts), which retries.
   * `messageId` stays the same across retries, so a receiver can tell a repeat.
   */
  deliver(message: MailMessage, options?: { messageId?: string }): Promise<void>;
  close(): void;
}

/** Below the jobs' lease: a send cut off by these never outlives its claim. */
const smtpTimeouts = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>, logger: Logger): Mailer {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport({ url: config.SMTP_URL, ...smtpTimeouts }, { from: config.MAIL_FROM })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.MAIL_FROM });

  return {
    async deliver(message, { messageId } = {}) {
      const info = await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html, messageId });
      if (config.SMTP_URL) {
        logger.info({ kind: message.kind, messageId: info.messageId }, 'mail sent');
        return;
      }
      await mkdir(config.outboxDir, { recursive: true });
      const file = join(config.outboxDir, `${Date.now()}-${message.kind}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, (info as { message: Buffer }).message);
      // The link and the address stay in the file: a token in a log line would open the account to anyone reading logs.
      logger.info({ kind: message.kind, toDomain: message.to.split('@').pop(), subject: message.subject, file }, 'mail written to the outbox; its link is in the file');
    },
    close() {
      transport.close();
    },
  };
}
