import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * One kind of write the crash test streams at a server before killing it: a request that creates
 * something, and how to find what it wrote. Each module adds its own (see index.ts).
 */
export interface CrashWriter {
  name: string;
  /** The demo user who may make this write. */
  as: string;
  request(i: number): { method: 'POST' | 'PUT' | 'PATCH'; url: string; payload: unknown };
  /** The key of what a 2xx response says was written. */
  keyOf(body: Record<string, unknown>, i: number): string;
  /** Keys of every row of this kind the stream wrote (acknowledged or not). */
  rows(db: Db): Promise<string[]>;
  /** Keys named by the audit entries the stream's writes made (written in the same transaction). */
  audited(db: Db): Promise<string[]>;
}

/** The `key` column of a query's rows. */
export const keys = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: { key: string }[] }).rows.map((row) => row.key);
