import { sql } from 'drizzle-orm';
import type { AppDeps } from '../http/app-env.ts';
import { nextSlot, schedulePeriodic, slotStart } from '../jobs/jobs.periodic.ts';
import type { JobKind } from '../jobs/jobs.runner.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';

export const vacuumJob = 'db.vacuum';

type Deps = Pick<AppDeps, 'db' | 'config' | 'now' | 'logger'>;

/** Once a night: the slots start at midnight UTC, two or three in the morning in Kyiv. */
const everyMs = 24 * 60 * 60_000;

/**
 * The embedded database has no autovacuum (PGlite is one process: no launcher, no workers), so
 * without this nothing ever takes back the rows that updates and deletes leave behind (carts, jobs,
 * sessions, every re-imported product), and no page is marked all-visible for index-only scans.
 * On PostgreSQL autovacuum does this work, and nothing is scheduled.
 */
export async function scheduleVacuum(deps: Pick<Deps, 'db' | 'config' | 'now'>): Promise<boolean> {
  if (deps.config.DATABASE_URL) return false;
  const now = deps.now();
  // The next night, not now: a start (a deploy, a restart) is no moment to hold the database.
  return schedulePeriodic(deps.db, { kind: vacuumJob, everyMs, now, slot: slotStart(now, everyMs) + everyMs });
}

/**
 * VACUUM (ANALYZE) of every table, one statement each: the embedded database runs one statement
 * at a time, so requests wait behind one table's vacuum at most, never behind the whole database's
 * (at 50,000 products, about three seconds in all). Answers the tables, as PostgreSQL names them.
 */
export async function vacuumEveryTable(db: Database): Promise<string[]> {
  const tables = await rowsOf<{ name: string }>(
    db,
    sql`select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'm') and n.nspname <> 'information_schema' and n.nspname not like 'pg\_%'
      order by c.oid`,
  );
  // The names come from the catalogue, quoted by format('%I'): never from outside.
  for (const { name } of tables) await db.execute(sql.raw(`vacuum (analyze) ${name}`));
  return tables.map(({ name }) => name);
}

/** The nightly vacuum; each run adds the next night's first (a failed run is retried, the next comes all the same). */
export function vacuumJobs(deps: Deps): Record<string, JobKind<{ slot: number }>> {
  return {
    [vacuumJob]: {
      async run({ slot }, job) {
        if (deps.config.DATABASE_URL) return;
        if (job.attempt === 1) await schedulePeriodic(deps.db, { kind: vacuumJob, everyMs, now: deps.now(), slot: nextSlot({ slot, now: deps.now(), everyMs }) });
        const started = performance.now();
        const tables = await vacuumEveryTable(deps.db);
        deps.logger.info({ tables: tables.length, ms: Math.round(performance.now() - started) }, 'embedded database vacuumed');
      },
      retry: { baseMs: 10 * 60_000, maxMs: 60 * 60_000 },
    },
  };
}
