import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openPglite, openPostgres } from '../db/client';
import { seed } from '../db/seed';
import { testConfig } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

export const templateName = 'cp_test_template';

/**
 * Migrate and seed once per run: PGlite into a snapshot file every test file loads (a fresh
 * PGlite costs seconds), PostgreSQL into a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${templateName} with (force)`);
    await admin.query(`create database ${templateName}`);
    await admin.end();
    const templateUrl = withDatabase(url, templateName);
    const database = await openPostgres(templateUrl);
    await migrate(database);
    await seed(database.db, testConfig());
    await database.close();
    project.provide('postgresTemplate', templateUrl);
    project.provide('pgliteSnapshot', '');
    return;
  }
  const database = await openPglite();
  await migrate(database);
  await seed(database.db, testConfig());
  const dump = await database.dump!();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cp-test-')), 'snapshot.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.href;
}
