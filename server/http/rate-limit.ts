import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { lte, sql } from 'drizzle-orm';
import { translator } from '../../common/i18n.ts';
import type { Locale } from '../../common/locales.ts';
import type { Database } from '../db/client.ts';
import { singleRow } from '../db/rows.ts';
import { rateLimits } from '../db/schema/users.ts';
import type { AppEnv } from './app-env.ts';
import { clientAddressBlock } from './client-ip.ts';
import { HttpError } from './errors.ts';

export interface RateRule {
  limit: number;
  windowSeconds: number;
}

/**
 * Per action: how often one address (e-mail) and one network address may try. Sign-in counts an
 * account together with the network it is tried from (`perEmailAndIp`), never the account alone:
 * wrong passwords sent from elsewhere must not lock its owner out.
 */
export const rateRules = {
  login: { perEmailAndIp: { limit: 10, windowSeconds: 15 * 60 }, perIp: { limit: 60, windowSeconds: 15 * 60 } },
  register: { perEmail: { limit: 5, windowSeconds: 3600 }, perIp: { limit: 20, windowSeconds: 3600 } },
  passwordReset: { perEmail: { limit: 3, windowSeconds: 3600 }, perIp: { limit: 20, windowSeconds: 3600 } },
  resend: { perEmail: { limit: 3, windowSeconds: 3600 }, perIp: { limit: 20, windowSeconds: 3600 } },
  newsletter: { perEmail: { limit: 5, windowSeconds: 3600 }, perIp: { limit: 30, windowSeconds: 3600 } },
  // An address change tests the current password: per account (its address), like a sign-in.
  emailChange: { perEmail: { limit: 10, windowSeconds: 3600 }, perIp: { limit: 30, windowSeconds: 3600 } },
  // Each order takes stock and sends a mail; a shop's real buyers place a few an hour at most.
  checkout: { perEmail: { limit: 10, windowSeconds: 3600 }, perIp: { limit: 30, windowSeconds: 3600 } },
} as const satisfies Record<string, ({ perEmail: RateRule } | { perEmailAndIp: RateRule }) & { perIp: RateRule }>;

export type RateAction = keyof typeof rateRules;

/** Calls limited per network address only (no address to key them by); each may ask a carrier's API. */
export const ipRateRules = {
  // The checkout asks for a summary on every change of city or method; a person makes a few dozen,
  // and many people may share one mobile network's address.
  checkoutSummary: { limit: 600, windowSeconds: 600 },
} as const satisfies Record<string, RateRule>;

export type IpRateAction = keyof typeof ipRateRules;

/**
 * Counts one hit in a fixed window kept in the database, so every server process shares it. One
 * upsert both counts and starts a new window once the old one is over, so concurrent hits never
 * lose a count. Answers how many seconds to wait when the limit is passed, else 0.
 */
export async function hitRateLimit(db: Database, { key, rule, now }: { key: string; rule: RateRule; now: Date }): Promise<number> {
  const resetAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const row = singleRow(
    await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt }),
  );
  if (row.hits <= rule.limit) return 0;
  return Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
}

/** Old windows are dropped now and then, so the table holds only live counters. */
export async function pruneRateLimits(db: Database, { now }: { now: Date }): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
}

/**
 * Refuses the request with 429 and Retry-After when this e-mail address (or, for sign-in, this
 * e-mail address from this network) or this network address has tried the action too often.
 * Every attempt counts, good or bad, so guessing is slow. Networks are counted as
 * `clientAddressBlock` gives them: an IPv4 address, an IPv6 /64.
 */
export async function enforceRateLimit<E extends AppEnv>(c: Context<E>, { action, email, locale }: { action: RateAction; email: string; locale: Locale }): Promise<void> {
  const rules: { perEmail?: RateRule; perEmailAndIp?: RateRule; perIp: RateRule } = rateRules[action];
  const network = clientAddressBlock(c);
  // Addresses are kept as hashes: the counters need no readable e-mail.
  const emailHash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  await enforce(c, locale, [
    ...(rules.perEmail ? [{ key: `${action}:email:${emailHash}`, rule: rules.perEmail }] : []),
    ...(rules.perEmailAndIp ? [{ key: `${action}:email-ip:${emailHash}:${network}`, rule: rules.perEmailAndIp }] : []),
    { key: `${action}:ip:${network}`, rule: rules.perIp },
  ]);
}

/** The same for a call limited per network address only. */
export async function enforceIpRateLimit<E extends AppEnv>(c: Context<E>, { action, locale }: { action: IpRateAction; locale: Locale }): Promise<void> {
  await enforce(c, locale, [{ key: `${action}:ip:${clientAddressBlock(c)}`, rule: ipRateRules[action] }]);
}

async function enforce<E extends AppEnv>(c: Context<E>, locale: Locale, counters: { key: string; rule: RateRule }[]): Promise<void> {
  const { db, now, config } = c.var.deps;
  const at = now();
  const scaled = (rule: RateRule): RateRule => ({ ...rule, limit: Math.ceil(rule.limit * config.RATE_LIMIT_FACTOR) });
  const waits = await Promise.all(counters.map(({ key, rule }) => hitRateLimit(db, { key, rule: scaled(rule), now: at })));
  if (Math.random() < 0.01) await pruneRateLimits(db, { now: at });
  const wait = Math.max(...waits);
  if (wait === 0) return;
  const minutes = Math.ceil(wait / 60);
  throw new HttpError(429, translator(locale)('rateLimit.tooMany', { count: minutes }), { headers: { 'retry-after': String(wait) } });
}
