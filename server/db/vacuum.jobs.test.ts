import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schedulePeriodic } from '../jobs/jobs.periodic.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { rowsOf, singleRow } from './rows.ts';
import { jobs } from './schema/jobs.ts';
import { scheduleVacuum, vacuumJob } from './vacuum.jobs.ts';

// The nightly vacuum on the real job runner. The server schedules it on the embedded database
// only; the same statements run here on PostgreSQL too.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ startJobs: false });
});

afterAll(async () => {
  await t.close();
});

const day = 24 * 60 * 60_000;

async function relation(name: string) {
  const rows = await rowsOf<{ bytes: string; pages: number; visible: number }>(
    t.deps.db,
    sql`select pg_relation_size(c.oid)::text as bytes, c.relpages as pages, c.relallvisible as visible from pg_class c where c.relname = ${name}`,
  );
  const row = singleRow(rows);
  return { bytes: Number(row.bytes), pages: row.pages, visible: row.visible };
}

const vacuumRuns = () => t.deps.db.select({ payload: jobs.payload, doneAt: jobs.doneAt }).from(jobs).where(eq(jobs.kind, vacuumJob)).orderBy(jobs.id);

describe('the nightly vacuum', () => {
  it('is scheduled for the next night, once across processes, and not at all on PostgreSQL', async () => {
    const onPostgres = { ...t.deps, config: { ...t.deps.config, DATABASE_URL: 'postgres://shop@db.example/tabir' } };
    expect(await scheduleVacuum(onPostgres)).toBe(false);
    expect(await Promise.all([scheduleVacuum(t.deps), scheduleVacuum(t.deps)])).toEqual(expect.arrayContaining([true, false]));
    // The test clock reads 2026-11-01 10:00 UTC: not now, at the coming midnight.
    expect((await vacuumRuns()).map((run) => (run.payload as { slot: number }).slot)).toEqual([Date.parse('2026-11-02T00:00:00Z')]);
  });

  it('takes back what deleted rows left, marks pages all-visible and adds the next night', async () => {
    await t.deps.db.execute(sql`create table vacuum_probe (id integer primary key, note text)`);
    await t.deps.db.execute(sql`insert into vacuum_probe select n, repeat('x', 200) from generate_series(1, 2000) n`);
    await t.deps.db.execute(sql`delete from vacuum_probe`);
    expect((await relation('vacuum_probe')).bytes).toBeGreaterThan(0);

    // Last night's run, due now.
    const lastNight = Date.parse('2026-11-01T00:00:00Z');
    await schedulePeriodic(t.deps.db, { kind: vacuumJob, everyMs: day, now: t.deps.now(), slot: lastNight });
    await t.deps.jobs.drain();

    // The empty pages at the table's end are given back to the file system.
    expect((await relation('vacuum_probe')).bytes).toBe(0);
    const products = await relation('products');
    expect(products.pages).toBeGreaterThan(0);
    expect(products.visible).toBeGreaterThan(0);
    const runs = await vacuumRuns();
    expect(runs.map((run) => [(run.payload as { slot: number }).slot, run.doneAt !== null])).toEqual([
      [Date.parse('2026-11-02T00:00:00Z'), false],
      [lastNight, true],
    ]);
  });
});
