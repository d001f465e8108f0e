import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Mailer } from '../integrations/mail/mailer.ts';

/** What every handler and loader is given; tests pass their own database and clock. */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  now: () => Date;
  mailer: Mailer;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
    /** This response's Content-Security-Policy nonce (server/http/content-security-policy.ts). */
    cspNonce: string;
  };
}
