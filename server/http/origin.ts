import type { Config } from '../config.ts';

/** The origin of absolute links: PUBLIC_URL when set, else the request's own. */
export function publicOrigin(config: Config, requestUrl: string): string {
  return config.publicUrl ?? new URL(requestUrl).origin;
}
