import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

const dialect = new PgDialect();

/**
 * A hot read sent as a named prepared statement: PostgreSQL (and PGlite) parse and plan it once
 * per connection instead of on every page; planning the product page's statement took ten times
 * as long as running it. `build` writes the statement once, with `sql.placeholder(name)` for the
 * values; each call fills them in. One statement per database handle.
 */
export function preparedRows<Values extends Record<string, unknown>, Row>(name: string, build: () => SQL) {
  const prepared = new WeakMap<Database, { execute: (values: Values) => Promise<unknown> }>();
  return async (db: Database, values: Values): Promise<Row[]> => {
    let query = prepared.get(db);
    if (!query) {
      query = db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false);
      prepared.set(db, query);
    }
    return ((await query.execute(values)) as { rows: Row[] }).rows;
  };
}
