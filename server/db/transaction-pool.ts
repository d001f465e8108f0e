import pg from 'pg';

type ConnectCallback = (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void;
type Query = (...args: unknown[]) => unknown;

const beginsTransaction = (config: unknown) => {
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
};

/** query(text | config[, values]), answered by a promise: not a callback's or a cursor's (submittable) call. */
function answersWithPromise(args: unknown[]): boolean {
  if (typeof args.at(-1) === 'function') return false;
  const config = args[0] as { submit?: unknown; callback?: unknown } | null | undefined;
  return typeof config?.submit !== 'function' && typeof config?.callback !== 'function';
}

/** The client with node-postgres's own query again, not the one an earlier checkout was given. */
function plain(client: pg.PoolClient): pg.PoolClient {
  delete (client as { query?: unknown }).query;
  return client;
}

/**
 * The client as a transaction gets it, with its queries sent one at a time and its first query
 * watched.
 *
 * One at a time: a transaction's queries all go through its one client, and code may start
 * several together (Promise.all over a `tx`). node-postgres then queues them itself, which it
 * deprecates (and pg@9 drops): each waits here for the one before it to settle instead, in the
 * order they were asked. Callback and cursor calls go straight through, as they always did.
 *
 * The first query: drizzle's `transaction()` checks a client out and sends BEGIN before its
 * try/finally, so a BEGIN that fails (a statement timeout while the database is busy, a
 * client-side query timeout) leaves that client checked out for good, and the pool a connection
 * smaller each time. If the first query of a checkout is a BEGIN and fails, the client goes back
 * to the pool with the error, which closes it (its session may still run that BEGIN later and
 * must end).
 */
function checkedOut(client: pg.PoolClient): pg.PoolClient {
  const own = plain(client);
  const send = own.query.bind(own) as Query;
  let first = true;
  let pending = 0;
  let last: Promise<unknown> = Promise.resolve();
  const query: Query = (...args) => {
    const watched = first && beginsTransaction(args[0]);
    first = false;
    if (!answersWithPromise(args)) return send(...args);
    // Sent now when nothing is in flight (as before: a bad call still throws here).
    const answer = pending === 0 ? (send(...args) as Promise<unknown>) : last.then(() => send(...args) as Promise<unknown>);
    pending++;
    const settled = () => void pending--;
    last = answer.then(settled, settled);
    if (watched) answer.catch((error: unknown) => own.release(error instanceof Error ? error : new Error(String(error))));
    return answer;
  };
  Object.defineProperty(own, 'query', { value: query, configurable: true, writable: true });
  return own;
}

/** A node-postgres pool whose checked-out clients serialise their queries and never leak (see checkedOut). */
export class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pg-pool's own query() connects with a callback, sends one query and releases on failure itself.
    if (callback) return super.connect((error, client, done) => callback(error, client && plain(client), done));
    return super.connect().then(checkedOut);
  }
}
