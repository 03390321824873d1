import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
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
