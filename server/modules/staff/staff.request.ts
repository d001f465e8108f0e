import type { Context } from 'hono';
import type { AppEnv } from '../../http/app-env.ts';
import { clientIp } from '../../http/client-ip.ts';
import type { RequestOrigin } from './staff.signin.ts';

/** The address and browser of an API request, for limits, sessions and the audit log. */
export function requestOriginOf<E extends AppEnv>(c: Context<E>): RequestOrigin {
  return { ip: clientIp(c), userAgent: c.req.header('user-agent')?.slice(0, 300) ?? null };
}
