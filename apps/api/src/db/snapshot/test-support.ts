import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { verifyAuditChain } from '../../plugins/audit-chain/verify';
import type { Database } from '../client';
import { rowsOf } from '../rows';
import { tablesInLoadOrder } from './export';
import { countRows } from './import';
import { withDatabase } from '../../test/global-setup';

/** Undo steps a test registers as it goes; run them, last first, after each test. */
export const cleanups: (() => Promise<unknown> | unknown)[] = [];

export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-bk-'));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function onServer(template: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(template, 'postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new, empty PostgreSQL database on the suite's server, dropped after the test. */
export async function emptyPostgres(template: string): Promise<string> {
  const name = `cp_test_empty_${Math.random().toString(16).slice(2, 10)}`;
  await onServer(template, `create database ${name}`);
  cleanups.push(() => onServer(template, `drop database if exists ${name} with (force)`));
  return withDatabase(template, name);
}

export interface Side {
  counts: Record<string, number>;
  /** Per table, a hash of every row's every value: equal only if the values moved exactly. */
  contents: Record<string, string>;
  sequences: { name: string; value: string | null }[];
  head: { head_seq: string; head_hash: string } | undefined;
  entries: number;
}

/** What either side holds, read independently of the move's own report. */
export async function describeSide(database: Database): Promise<Side> {
  const tables = await tablesInLoadOrder(database.db);
  const counts = await countRows(database.db, tables);
  const contents: Record<string, string> = {};
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    for (const table of tables) {
      const [row] = rowsOf<{ digest: string | null }>(
        await tx.execute(
          sql.raw(
            `select md5(string_agg(to_jsonb(t)::text, E'\\n' order by to_jsonb(t)::text)) as digest from "${table}" t`,
          ),
        ),
      );
      contents[table] = row?.digest ?? 'empty';
    }
  });
  const sequences = rowsOf<{ name: string; value: string | null }>(
    await database.db.execute(
      sql`select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public' order by 1`,
    ),
  );
  const [head] = rowsOf<{ head_seq: string; head_hash: string }>(
    await database.db.execute(sql`select head_seq::text as head_seq, head_hash from audit_chain`),
  );
  const chain = await verifyAuditChain(database.db);
  expect(chain.intact).toBe(true);
  return { counts, contents, sequences, head, entries: chain.entries };
}
