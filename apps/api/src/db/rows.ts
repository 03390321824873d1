/**
 * The rows of a raw `db.execute(sql…)` result. Drizzle types it per driver (PGlite and node-postgres
 * differ), while both carry `rows`: the one place that says so.
 */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
