import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { searchSynonyms } from '../../db/schema/search.ts';
import type { SynonymView } from '../../../common/admin-search.ts';
import { synonymPhrase } from '../../../common/admin-search.ts';
import { recordAudit, type AuditActor } from '../audit/audit.record.ts';
import { forgetSynonyms } from './search.words.ts';

const columns = { id: searchSynonyms.id, term: searchSynonyms.term, synonym: searchSynonyms.synonym, createdAt: searchSynonyms.createdAt };

function toView(row: { id: number; term: string; synonym: string; createdAt: Date }): SynonymView {
  return { id: row.id, term: row.term, synonym: row.synonym, created_at: row.createdAt.toISOString() };
}

/** Every synonym of the shop, by term. */
export async function listSynonyms(db: Database): Promise<SynonymView[]> {
  const rows = await db.select(columns).from(searchSynonyms).orderBy(asc(searchSynonyms.term), asc(searchSynonyms.synonym));
  return rows.map(toView);
}

/**
 * Adds `term` → `synonym` (and the reverse with `bothWays`), each as a plain phrase, with an audit
 * entry per row added, in one transaction. Pairs already there are left as they are; none added
 * answers null. This process's search sees the change at once; others within a poll of the
 * page cache's version (or the read-through interval).
 */
export async function addSynonyms(
  db: Database,
  { term, synonym, bothWays, actor, ip, now }: { term: string; synonym: string; bothWays: boolean; actor: AuditActor; ip: string | null; now: Date },
): Promise<SynonymView[] | null> {
  const asked = { term: synonymPhrase(term), synonym: synonymPhrase(synonym) };
  const pairs = bothWays ? [asked, { term: asked.synonym, synonym: asked.term }] : [asked];
  const answer = await db.transaction(async (tx) => {
    const added = await tx
      .insert(searchSynonyms)
      .values(pairs.map((pair) => ({ ...pair, createdAt: now })))
      .onConflictDoNothing()
      .returning(columns);
    for (const row of added) {
      await recordAudit(tx, { actor, action: 'search.synonym-add', entity: { type: 'search_synonym', id: row.id }, before: null, after: { term: row.term, synonym: row.synonym }, ip, at: now });
    }
    return added.length > 0 ? added.map(toView) : null;
  });
  forgetSynonyms(db);
  return answer;
}

/** Deletes one synonym with its audit entry; false when there is no such row. */
export async function deleteSynonym(db: Database, { id, actor, ip, now }: { id: number; actor: AuditActor; ip: string | null; now: Date }): Promise<boolean> {
  const removed = await db.transaction(async (tx) => {
    const [removed] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning(columns);
    if (!removed) return false;
    await recordAudit(tx, { actor, action: 'search.synonym-delete', entity: { type: 'search_synonym', id }, before: { term: removed.term, synonym: removed.synonym }, after: null, ip, at: now });
    return true;
  });
  forgetSynonyms(db);
  return removed;
}
