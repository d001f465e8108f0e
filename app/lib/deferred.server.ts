import type { Logger } from 'pino';

/**
 * Data a page streams after its critical part: a failure is logged and the page shows `fallback`
 * instead, since the status code was already sent and the rest of the page stands without it.
 */
export function streamed<T>(work: Promise<T>, fallback: T, { logger, what }: { logger: Logger; what: string }): Promise<T> {
  return work.catch((error: unknown) => {
    logger.error({ err: error }, `${what} failed to load`);
    return fallback;
  });
}
