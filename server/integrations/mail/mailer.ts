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
   * Queues a message and returns at once: the answer to the shopper must not wait for SMTP nor
   * reveal by its timing whether a message was sent. Failures are logged.
   */
  send(message: MailMessage): void;
  /** Resolves when every queued message has been handed over (tests, shutdown). */
  idle(): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise each message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'outboxDir'>, logger: Logger): Mailer {
  const transport = config.SMTP_URL
    ? nodemailer.createTransport(config.SMTP_URL, { from: config.MAIL_FROM })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.MAIL_FROM });
  const inFlight = new Set<Promise<void>>();

  async function deliver(message: MailMessage) {
    const info = await transport.sendMail({ to: message.to, subject: message.subject, text: message.text, html: message.html });
    if (config.SMTP_URL) {
      logger.info({ kind: message.kind, messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(config.outboxDir, { recursive: true });
    const file = join(config.outboxDir, `${Date.now()}-${message.kind}-${randomBytes(4).toString('hex')}.eml`);
    await writeFile(file, (info as { message: Buffer }).message);
    // The link and the address stay in the file: a token in a log line would open the account to anyone reading logs.
    logger.info({ kind: message.kind, toDomain: message.to.split('@').pop(), subject: message.subject, file }, 'mail written to the outbox; its link is in the file');
  }

  return {
    send(message) {
      const job = deliver(message)
        .catch((error: unknown) => logger.error({ err: error, kind: message.kind }, 'mail could not be sent'))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
    close() {
      transport.close();
    },
  };
}
