import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import { rowsOf } from '../db/rows';
import { testConfig } from './config';
import { createTestApp, openTestDatabase, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const readyz = (app: TestApp['app']) => app.inject({ method: 'GET', url: '/api/v1/readyz' });

describe('GET /api/v1/readyz', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const res = await readyz(t.app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', payments: 'local' });
  });

  it('answers 503 on a database without the migrations table', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      await database.db.execute(sql`drop schema drizzle cascade`);
      const res = await readyz(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'migrations pending', payments: 'local' });
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 while the newest migration is missing, and 200 once it is applied', async () => {
    const database = await openTestDatabase();
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = rowsOf<{ hash: string; created_at: string }>(
      await database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning hash, created_at`,
      ),
    );
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      const pending = await readyz(app);
      expect(pending.statusCode).toBe(503);
      expect(pending.json()).toEqual({ status: 'migrations pending', payments: 'local' });
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
      expect((await readyz(app)).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 from the moment the instance drains, while it still serves and stays alive', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, logger: false });
    try {
      expect((await readyz(app)).statusCode).toBe(200);
      app.readiness.drain();
      const res = await readyz(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining', payments: 'local' });
      const alive = await app.inject({ method: 'GET', url: '/api/v1/healthz' });
      expect(alive.statusCode).toBe(200);
      // Keep-alive clients (a load balancer's pool) are told to reconnect elsewhere.
      expect(alive.headers.connection).toBe('close');
    } finally {
      await app.close();
      await database.close();
    }
  });

  it('answers 503 when the database does not answer', async () => {
    const database = await openTestDatabase();
    const app = await buildApp(testConfig(), { database, logger: false });
    await database.close();
    try {
      const res = await readyz(app);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database unavailable', payments: 'local' });
    } finally {
      // Its close hooks write to the database that is gone.
      await app.close().catch(() => {});
    }
  });
});
