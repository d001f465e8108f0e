/**
 * Whether a failure means the database cannot be reached or is not answering (stopped,
 * restarting, frozen, the pool closed), as opposed to a query that is wrong: those are answered
 * 503 "try again shortly", the others stay 500s.
 */

// Node's socket errors on the way to the server.
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);
// SQLSTATE: admin/crash shutdown, cannot connect now, query canceled (the statement timeout),
// too many connections; class 08 is every connection exception.
const unavailableStates = new Set(['57P01', '57P02', '57P03', '57014', '53300']);
// node-postgres and PGlite say it only in words.
const unavailableMessages = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Query read timeout',
  'Cannot use a pool after calling end on the pool',
  'is not queryable',
  'PGlite is closed',
  'PGlite is closing',
];

/** Raised where a wait for the database is cut short on purpose (the readiness probe). */
export class DatabaseUnavailableError extends Error {
  constructor(message = 'database unavailable', options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

function isUnavailableItself(error: object): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (networkCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && unavailableMessages.some((words) => message.includes(words));
}

/** Looks through the causes drizzle and the pool wrap around the original error. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current && typeof current === 'object'; depth++) {
    if (isUnavailableItself(current)) return true;
    if (current instanceof AggregateError && current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

// Page renders report loader failures through React Router's handleError, keyed by the request's
// load context; the server reads the mark back to answer 503 instead of the 500 error page.
const unavailableRenders = new WeakSet<object>();

/** Marks the render when `error` is the database being unreachable; answers whether it was. */
export function noteDatabaseUnavailable(loadContext: object, error: unknown): boolean {
  if (!isDatabaseUnavailable(error)) return false;
  unavailableRenders.add(loadContext);
  return true;
}

export function renderFoundDatabaseUnavailable(loadContext: object): boolean {
  return unavailableRenders.has(loadContext);
}
