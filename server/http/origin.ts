import type { Config } from '../config.ts';
import { checkedRequestOrigin } from './allowed-hosts.ts';
import { HttpError } from './errors.ts';
import type { RequestHead } from './request-head.ts';

/**
 * The origin of absolute links (canonical, Open Graph, e-mail, payment returns): PUBLIC_URL when
 * set, else the request's own host, and only when ALLOWED_HOSTS allows it.
 */
export function publicOrigin(config: Config, request: RequestHead): string {
  if (config.publicUrl) return config.publicUrl;
  const origin = checkedRequestOrigin(config, request);
  // The host check at the front door answers such requests first; this keeps a link from ever being built from one.
  if (!origin) throw new HttpError(400, 'Unknown host');
  return origin;
}
