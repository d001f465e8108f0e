import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { scrubbedRequestPath } from './log-scrub.ts';

/** The id an answer carries and its log lines name: the caller's own (trimmed), else a new one. */
export function requestIdOf(sent: string | null | undefined): string {
  return sent?.slice(0, 64) || randomUUID();
}

/** The access log's line for one answered request (secrets in the path redacted). */
export function logRequest(logger: Logger, request: { method: string; url: string; status: number; startedAt: number }): void {
  logger.info(
    { method: request.method, path: scrubbedRequestPath(request.url), status: request.status, ms: Math.round(performance.now() - request.startedAt) },
    'request',
  );
}
