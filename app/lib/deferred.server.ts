import type { Logger } from 'pino';

/**
 * Data a page streams after its critical part: a failure is logged and the page shows `fallback`
 * instead, since the status code was already sent and the rest of the page stands without it.
 * Once the shopper has left (the request's `signal` aborted), a failure is nobody's problem: the
 * work may have run into a server that is stopping, and is not logged as an error.
 */
export function streamed<T>(work: Promise<T>, fallback: T, { logger, what, signal }: { logger: Logger; what: string; signal: AbortSignal }): Promise<T> {
  return work.catch((error: unknown) => {
    if (signal.aborted) logger.debug({ err: error }, `${what} not loaded for a request that ended`);
    else logger.error({ err: error }, `${what} failed to load`);
    return fallback;
  });
}
