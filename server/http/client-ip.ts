import type { Context } from 'hono';
import type { AppEnv } from './app-env.ts';

/**
 * The address a request came from: the socket's peer, or behind a trusted reverse proxy the
 * first X-Forwarded-For entry (a client can forge that header, so it counts only when
 * TRUST_PROXY says a proxy sets it).
 */
export function clientIp(c: Context<AppEnv>): string {
  if (c.var.deps.config.TRUST_PROXY) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
