import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  /** The Message-ID header: the same on every attempt to send one mail. */
  messageId: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
  /** The raw message as received over SMTP. */
  raw: string;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:PORT` for SMTP_URL. */
  url: string;
  messages: CaughtMail[];
  /** Waits for the next (or an already caught, not yet taken) message to this address. */
  next(to: string, { timeoutMs }?: { timeoutMs?: number }): Promise<CaughtMail>;
  /** Messages to this address caught so far. */
  to(address: string): CaughtMail[];
  close(): Promise<void>;
}

/** A real SMTP server on a free local port (or `port`, to come back where it was) that keeps every message it is given. */
export async function startMailCatcher({ onMessage, port: wantedPort = 0 }: { onMessage?: (message: CaughtMail, index: number) => Promise<void>; port?: number } = {}): Promise<MailCatcher> {
  const messages: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const parsed = await simpleParser(raw);
        const html = typeof parsed.html === 'string' ? parsed.html : '';
        const message: CaughtMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
          messageId: parsed.messageId ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html,
          language: /<html lang="([a-z]+)"/.exec(html)?.[1],
          raw,
        };
        messages.push(message);
        await onMessage?.(message, messages.length);
        waiters.forEach((wake) => wake());
        callback();
      });
    },
  });
  // A sender killed in the middle of a session resets its connection: that is the sender's end, not
  // the catcher's, and unheard the server's 'error' event would throw out of the test run.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(wantedPort, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const to = (address: string) => messages.filter((message) => message.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    to,
    next(address, { timeoutMs = 5000 } = {}) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = to(address).find((message) => !taken.has(message));
          if (!found) return;
          taken.add(found);
          cleanup();
          resolve(found);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`no mail to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that contains `pathPart`. */
export function linkIn(mail: CaughtMail, pathPart: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`no link with ${pathPart} in “${mail.subject}”`);
  return link;
}

/** The token at the end of an e-mail link. */
export function tokenOf(link: string): string {
  return new URL(link).pathname.split('/').pop() ?? '';
}
