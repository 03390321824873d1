import type { Db } from './client';

/**
 * A statement of the request hot path, prepared once per database on first use. On PostgreSQL
 * drizzle runs it as a named prepared statement, so each connection parses and plans it once
 * instead of on every request (decision 0016). `prepare` must end in `.prepare(<unique name>)`.
 */
export function preparedPerDatabase<P>(prepare: (db: Db) => P): (db: Db) => P {
  const prepared = new WeakMap<Db, P>();
  return (db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
