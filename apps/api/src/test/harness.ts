import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { migrate, openPglite, openPostgres, type Database } from '../db/client';
import { createSession, sessionCookieName } from '../plugins/auth/sessions';
import { testConfig, testPublicUrl } from './config';
import { templateNameOf, withDatabase } from './global-setup';

export const demo = {
  admin: 'admin@illinois.edu',
  events: 'events@illinois.edu',
  scanner: 'scanner@illinois.edu',
  member: 'member@illinois.edu',
  newbie: 'newbie@illinois.edu',
  rooms: 'rooms@illinois.edu',
  invites: 'invites@illinois.edu',
  treasurer: 'treasurer@illinois.edu',
  rsvp: 'rsvp@illinois.edu',
} as const;

/**
 * Runs `sql` from the server's maintenance database: a session on the template itself would make
 * every other file's `create database ... template` fail with "being accessed by other users".
 */
async function adminQuery(template: string, sql: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const admin = new pg.Client({ connectionString: withDatabase(template, 'postgres') });
    await admin.connect();
    try {
      await admin.query(sql);
      return;
    } catch (error) {
      // 55006 object_in_use: a clone made at the same moment still holds the template briefly.
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
  }
}

/** A new PostgreSQL database cloned from the project's seeded template, and how to drop it. */
export async function cloneTemplateDatabase(template: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `cp_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(template, `create database ${name} template ${templateNameOf(template)}`);
  return {
    url: withDatabase(template, name),
    drop: () => adminQuery(template, `drop database if exists ${name} with (force)`),
  };
}

/** A fresh database for one test file: the seeded snapshot (PGlite) or a clone of the template (PostgreSQL). */
export async function openTestDatabase(): Promise<Database> {
  const template = inject('postgresTemplate');
  if (template) {
    const clone = await cloneTemplateDatabase(template);
    const database = await openPostgres(clone.url);
    const close = database.close.bind(database);
    database.close = async () => {
      await close();
      await clone.drop();
    };
    return database;
  }
  return openEmbeddedTestDatabase();
}

/**
 * A PGlite database from the run's migrated, seeded snapshot, whichever database the suite runs on.
 * A run on PostgreSQL makes no snapshot: then a fresh one, migrated.
 */
export async function openEmbeddedTestDatabase(): Promise<Database> {
  const snapshot = inject('pgliteSnapshot');
  if (snapshot) return openPglite({ loadDataDir: new Blob([fs.readFileSync(snapshot)]) });
  const database = await openPglite();
  await migrate(database);
  return database;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Signs a user in (a real server-side session) and returns request headers that carry it. */
  as(username: string): Promise<Record<string, string>>;
  request(options: InjectOptions & { as?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  const sessions = new Map<string, string>();
  const as = async (username: string) => {
    let id = sessions.get(username);
    if (!id) {
      id = await createSession(database.db, { username }, 1);
      sessions.set(username, id);
    }
    // Browsers send Origin on writes; the CSRF check requires it for cookie sessions.
    return { cookie: `${sessionCookieName}=${id}`, origin: new URL(testPublicUrl).origin };
  };
  return {
    app,
    database,
    as,
    async request({ as: username, ...options }) {
      const headers = { ...(username ? await as(username) : {}), ...(options.headers ?? {}) };
      return app.inject({ ...options, headers });
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export interface TwoInstances {
  instances: [FastifyInstance, FastifyInstance];
  databases: [Database, Database];
  /** Signs a user in (a session on the shared database) and returns request headers that carry it. */
  as(username: string): Promise<Record<string, string>>;
  close(): Promise<void>;
}

/**
 * Two server instances on one PostgreSQL database (a clone of the template), as behind a load
 * balancer: for `*.pg.test.ts` files that check what one instance learns of the other's writes.
 */
export async function startTwoInstances(
  template: string | undefined,
  overrides: Record<string, string> = {},
): Promise<TwoInstances> {
  if (!template) throw new Error('The pg project needs TEST_DATABASE_URL (a PostgreSQL server).');
  const clone = await cloneTemplateDatabase(template);
  const databases: Database[] = [];
  const instances: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(instances.map((app) => app.close()));
    await Promise.all(databases.map((database) => database.close()));
    await clone.drop();
  };
  try {
    for (let i = 0; i < 2; i += 1) {
      const database = await openPostgres(clone.url);
      databases.push(database);
      const app = await buildApp(testConfig(overrides), { database, logger: false });
      await app.ready();
      instances.push(app);
    }
  } catch (error) {
    await close();
    throw error;
  }
  return {
    instances: [instances[0]!, instances[1]!],
    databases: [databases[0]!, databases[1]!],
    async as(username) {
      const sessionId = await createSession(databases[0]!.db, { username }, 1);
      return { cookie: `${sessionCookieName}=${sessionId}`, origin: new URL(testPublicUrl).origin };
    },
    close,
  };
}
