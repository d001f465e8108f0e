import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { singleRow } from '../../db/rows.ts';
import { newsletterSubscribers } from '../../db/schema/content.ts';
import { subscribersPerPage, type SubscriberListQuery, type SubscriberPage, type SubscriberRow } from '../../../common/admin-newsletter.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { csvStream } from '../../spreadsheet/sheet-write.ts';

/** Addresses are stored lower-case: part of one matches whatever the case typed, `%` and `_` literally. */
const containing = (query: string) => sql`${newsletterSubscribers.email} like ${`%${query.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`;

const toRow = (row: { id: number; email: string; locale: string; createdAt: Date }): SubscriberRow => ({
  id: row.id,
  email: row.email,
  locale: row.locale,
  subscribed_at: row.createdAt.toISOString(),
});

const columns = { id: newsletterSubscribers.id, email: newsletterSubscribers.email, locale: newsletterSubscribers.locale, createdAt: newsletterSubscribers.createdAt };

/** One page of subscribers, newest first, optionally those whose address contains `query`. */
export async function listSubscribers(db: Database, input: SubscriberListQuery): Promise<SubscriberPage> {
  const query = input.query ?? '';
  const where = query ? containing(query) : undefined;
  const { total } = singleRow(await db.select({ total: sql<number>`count(*)::int` }).from(newsletterSubscribers).where(where));
  const pages = Math.max(1, Math.ceil(total / subscribersPerPage));
  const page = Math.min(input.page ?? 1, pages);
  const rows = await db
    .select(columns)
    .from(newsletterSubscribers)
    .where(where)
    .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
    .limit(subscribersPerPage)
    .offset((page - 1) * subscribersPerPage);
  return { subscribers: rows.map(toRow), query, pagination: { page, pages, total: Number(total), per_page: subscribersPerPage } };
}

/**
 * Every subscriber as CSV (UTF-8 with a BOM, formula signs inert), oldest first, written as it is
 * read, `pageSize` at a time.
 */
export function subscribersCsv(db: Database, { pageSize = 2000 }: { pageSize?: number } = {}): ReadableStream<Uint8Array> {
  async function* pages() {
    // By offset, in the order of subscription: a list of addresses is small, and a timestamp's
    // microseconds, which JavaScript dates drop, cannot make a page repeat.
    for (let offset = 0; ; offset += pageSize) {
      const rows = await db.select(columns).from(newsletterSubscribers).orderBy(newsletterSubscribers.createdAt, newsletterSubscribers.id).limit(pageSize).offset(offset);
      if (rows.length === 0) return;
      yield rows.map((row) => [row.email, row.locale, row.createdAt.toISOString()]);
      if (rows.length < pageSize) return;
    }
  }
  return csvStream(['email', 'locale', 'subscribed_at'], pages());
}

/** Takes an address off the list, in one transaction with its audit entry; null when it was not there. */
export async function unsubscribe(db: Database, { id, actor, ip, now }: { id: number; actor: AuditActor; ip?: string | null; now: Date }): Promise<{ email: string } | null> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.id, id)).returning(columns);
    if (!removed) return null;
    await recordAudit(tx, { actor, action: 'newsletter.unsubscribe', entity: { type: 'newsletter_subscriber', id }, before: { email: removed.email, locale: removed.locale }, after: null, ip, at: now });
    return { email: removed.email };
  });
}
