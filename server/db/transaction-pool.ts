import pg from 'pg';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;

const beginsTransaction = (config: unknown) => {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/** The client without a watch left from an earlier checkout that ran no query. */
function unwatched(client: pg.PoolClient): pg.PoolClient {
  delete (client as { query?: unknown }).query;
  return client;
}

/**
 * Drizzle's `transaction()` checks a client out and sends BEGIN before its try/finally, so a BEGIN
 * that fails (a statement timeout while the database is busy, a client-side query timeout) leaves
 * that client checked out for good, and the pool a connection smaller each time. Here the first
 * query of a checkout is watched: if it is a BEGIN and fails, the client goes back to the pool
 * with the error, which closes it (its session may still run that BEGIN later and must end).
 */
function watchedForBegin(client: pg.PoolClient): pg.PoolClient {
  const watched = unwatched(client);
  const firstQuery = (...args: unknown[]) => {
    unwatched(watched);
    const answer: unknown = (watched.query as (...queryArgs: unknown[]) => unknown)(...args);
    if (beginsTransaction(args[0]) && answer instanceof Promise) {
      answer.catch((error: unknown) => watched.release(error instanceof Error ? error : new Error(String(error))));
    }
    return answer;
  };
  Object.defineProperty(watched, 'query', { value: firstQuery, configurable: true, writable: true });
  return watched;
}

/** A node-postgres pool whose transactions never leak their connection (see watchedForBegin). */
export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pg-pool's own query() connects with a callback and releases on failure itself.
    if (callback) return super.connect((error, client, done) => callback(error, client && unwatched(client), done));
    return super.connect().then(watchedForBegin);
  }
}
