import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrate, openPglite, openPostgres } from '../db/client';
import { seed } from '../seed';
import { testConfig } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

/**
 * One template database per project and run: the api and pg projects set up side by side (CI
 * runs both), and several runs may share one PostgreSQL server; each drops only its own.
 */
export const templateNameFor = (project: string) => `cp_test_template_${project.replace(/\W/g, '_')}_${process.pid}`;

/** The template a test file clones, named by the URL its project's setup provides. */
export const templateNameOf = (templateUrl: string) => new URL(templateUrl).pathname.slice(1);

/**
 * Migrate and seed once per run: PGlite into a snapshot file every test file loads (a fresh
 * PGlite costs seconds), PostgreSQL into a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = templateNameFor(project.name);
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
    return async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${templateName} with (force)`);
      await cleanup.end();
    };
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
