import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Listen } from '../db/notifications.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';
import type { JobRunner } from '../jobs/jobs.runner.ts';
import type { InlineHashes } from './page-cache/inline-hashes.ts';

/** What every handler and loader is given; tests pass their own database and clock. */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  now: () => Date;
  /** Delivers mail; only the `mail.send` job calls it (code that mails writes to the outbox: `enqueueMail`). */
  mailer: Mailer;
  /** This process's runner of the durable jobs. */
  jobs: JobRunner;
  /** Hears other processes' NOTIFY, where the database passes them on (client.ts). */
  listen?: Listen;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    /** This response's Content-Security-Policy nonce (server/http/content-security-policy.ts). */
    cspNonce: string;
    /** A page replayed from the page cache: its policy allows these hashes instead of the nonce. */
    cspInlineHashes: InlineHashes | undefined;
  };
}
