import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { createSession, sessionCookieName } from '../../plugins/auth/sessions';
import { testConfig, testPublicUrl } from '../../test/config';
import { templateNameOf, withDatabase } from '../../test/global-setup';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
const template = inject('postgresTemplate');
const databaseName = `cp_test_${randomBytes(6).toString('hex')}`;
const databases: Database[] = [];
const instances: FastifyInstance[] = [];
let adminHeaders: Record<string, string>;

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: template });
  await admin.connect();
  await admin.query(sql);
  await admin.end();
}

beforeAll(async () => {
  if (!template) throw new Error('The pg project needs TEST_DATABASE_URL (a PostgreSQL server).');
  await adminQuery(`create database ${databaseName} template ${templateNameOf(template)}`);
  for (let i = 0; i < 2; i += 1) {
    const database = await openPostgres(withDatabase(template, databaseName));
    databases.push(database);
    const app = await buildApp(testConfig({ LINK_CLICK_FLUSH_SECONDS: '3600' }), { database, logger: false });
    await app.ready();
    instances.push(app);
  }
  const sessionId = await createSession(databases[0]!.db, { username: 'admin@illinois.edu' }, 1);
  adminHeaders = { cookie: `${sessionCookieName}=${sessionId}`, origin: new URL(testPublicUrl).origin };
});

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await Promise.all(databases.map((database) => database.close()));
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

const [first, second] = [() => instances[0]!, () => instances[1]!];
const visit = (app: FastifyInstance, path: string) => app.inject({ method: 'GET', url: path });
const save = (app: FastifyInstance, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/linkry/redir', headers: adminHeaders, payload });
/** The other instance hears of a change through PostgreSQL NOTIFY: wait for it, briefly. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe('short links on two instances', () => {
  it('serves a link created on one instance from the other', async () => {
    expect((await save(first(), { slug: 'shared', redirect: 'https://example.com/v1' })).statusCode).toBe(201);
    await eventually(async () =>
      expect((await visit(second(), '/shared')).headers.location).toBe('https://example.com/v1'),
    );
  });

  it('takes an edit made on one instance to the other', async () => {
    const edited = await save(second(), { slug: 'SHARED', redirect: 'https://example.com/v2', isEdited: true });
    expect(edited.statusCode).toBe(200);
    expect((await visit(second(), '/shared')).headers.location).toBe('https://example.com/v2');
    await eventually(async () =>
      expect((await visit(first(), '/shared')).headers.location).toBe('https://example.com/v2'),
    );
  });

  it('adds up the clicks counted on both instances', async () => {
    const counter = async () =>
      (await first().inject({ method: 'GET', url: '/api/v1/linkry/redir/shared', headers: adminHeaders })).json()
        .counter;
    await Promise.all(instances.map((app) => app.linkRedirects.clicks!.flush()));
    const before = await counter();
    await Promise.all([
      ...Array.from({ length: 300 }, () => visit(first(), '/shared')),
      ...Array.from({ length: 200 }, () => visit(second(), '/shared')),
    ]);
    await Promise.all(instances.map((app) => app.linkRedirects.clicks!.flush()));
    expect((await counter()) - before).toBe(500);
  });

  it('takes a delete made on one instance to the other', async () => {
    const removed = await first().inject({
      method: 'DELETE',
      url: '/api/v1/linkry/redir/shared',
      headers: adminHeaders,
    });
    expect(removed.statusCode).toBe(204);
    expect((await visit(first(), '/shared')).statusCode).toBe(404);
    await eventually(async () => expect((await visit(second(), '/shared')).statusCode).toBe(404));
  });

  it('lets exactly one of 50 creations of one slug spread over both instances win', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await save(i % 2 ? first() : second(), {
          slug: i % 3 ? 'contest' : 'Contest',
          redirect: `https://example.com/${i}`,
        });
        return res.statusCode;
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
  });
});
