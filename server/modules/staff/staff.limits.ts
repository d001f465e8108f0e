import { createHash } from 'node:crypto';
import { translator } from '../../../common/i18n.ts';
import type { Locale } from '../../../common/locales.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { addressBlock } from '../../http/client-ip.ts';
import { HttpError } from '../../http/errors.ts';
import { hitRateLimit, type RateRule } from '../../http/rate-limit.ts';

/**
 * Staff sign-in limits, kept in the shared `rate_limits` table. The password step counts an
 * address together with the network (never the address alone: wrong passwords from elsewhere must
 * not lock the owner out) and the network; the code step, reached only with the right password,
 * counts the account and the network. A six-digit code has a million values: ten tries per
 * quarter hour make guessing one hopeless.
 */
export const staffRateRules = {
  password: { perAccountAndNetwork: { limit: 10, windowSeconds: 15 * 60 }, perNetwork: { limit: 30, windowSeconds: 15 * 60 } },
  code: { perAccount: { limit: 10, windowSeconds: 15 * 60 }, perNetwork: { limit: 30, windowSeconds: 15 * 60 } },
  link: { perNetwork: { limit: 30, windowSeconds: 60 * 60 } },
} as const;

const hashed = (value: string) => createHash('sha256').update(value.trim().toLowerCase()).digest('hex');

/** Counts one attempt; a 429 with Retry-After when a limit is passed. `account`: an e-mail or a staff id. */
export async function enforceStaffLimit(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  { action, account, ip, locale }: { action: keyof typeof staffRateRules; account?: string; ip: string; locale: Locale },
): Promise<void> {
  const network = addressBlock(ip);
  const rules = staffRateRules[action] as { perAccountAndNetwork?: RateRule; perAccount?: RateRule; perNetwork: RateRule };
  const counters = [
    ...(rules.perAccountAndNetwork && account ? [{ key: `staff-${action}:account-ip:${hashed(account)}:${network}`, rule: rules.perAccountAndNetwork }] : []),
    ...(rules.perAccount && account ? [{ key: `staff-${action}:account:${hashed(account)}`, rule: rules.perAccount }] : []),
    { key: `staff-${action}:ip:${network}`, rule: rules.perNetwork },
  ];
  const at = deps.now();
  const factor = deps.config.RATE_LIMIT_FACTOR;
  const waits = await Promise.all(counters.map(({ key, rule }) => hitRateLimit(deps.db, { key, rule: { ...rule, limit: Math.ceil(rule.limit * factor) }, now: at })));
  const wait = Math.max(...waits);
  if (wait === 0) return;
  throw new HttpError(429, translator(locale)('rateLimit.tooMany', { count: Math.ceil(wait / 60) }), { headers: { 'retry-after': String(wait) } });
}
