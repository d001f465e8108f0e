import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/** What every handler and loader is given; tests pass their own database and clock. */
export interface AppDeps {
  db: Database;
  config: Config;
  logger: Logger;
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    requestId: string;
    logger: Logger;
  };
}
