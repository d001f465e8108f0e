import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import type { Database } from './client.ts';

const dialect = new PgDialect();

/**
 * Hot reads sent as named prepared statements: PostgreSQL (and PGlite) parse and plan them once
 * per connection instead of on every request (planning the product page's statement took ten
 * times as long as running it). `prepare` makes the statement for one database handle, with
 * `sql.placeholder(name)` for its values; it runs once per handle.
 */
export function preparedPerDatabase<Prepared>(prepare: (db: Database) => Prepared): (db: Database) => Prepared {
  const prepared = new WeakMap<Database, Prepared>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}

/** A raw SQL read as a named prepared statement (see preparedPerDatabase); each call fills in the values. */
export function preparedRows<Values extends Record<string, unknown>, Row>(name: string, build: () => SQL) {
  // Drizzle prepares raw SQL only through its session (the query builders have `.prepare`).
  const statementOf = preparedPerDatabase((db) => db._.session.prepareQuery(dialect.sqlToQuery(build()), undefined, name, false));
  return async (db: Database, values: Values): Promise<Row[]> => ((await statementOf(db).execute(values)) as { rows: Row[] }).rows;
}
