import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { EventResponse } from '@cp/contracts/events';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { events } from '../../db/schema';
import { createSession, sessionCookieName } from '../../plugins/auth/sessions';
import { testConfig, testPublicUrl } from '../../test/config';
import { cloneTemplateDatabase } from '../../test/harness';
import { sampleEvent } from './test-events';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
const template = inject('postgresTemplate');
const databases: Database[] = [];
let clone: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
let first: FastifyInstance;
let second: FastifyInstance;
let managerHeaders: Record<string, string>;

beforeAll(async () => {
  if (!template) throw new Error('The pg project needs TEST_DATABASE_URL (a PostgreSQL server).');
  clone = await cloneTemplateDatabase(template);
  const startInstance = async () => {
    const database = await openPostgres(clone.url);
    databases.push(database);
    const app = await buildApp(testConfig(), { database, logger: false });
    await app.ready();
    return app;
  };
  first = await startInstance();
  second = await startInstance();
  const sessionId = await createSession(databases[0]!.db, { username: 'events@illinois.edu' }, 1);
  managerHeaders = { cookie: `${sessionCookieName}=${sessionId}`, origin: new URL(testPublicUrl).origin };
});

afterAll(async () => {
  await Promise.all([first?.close(), second?.close()]);
  await Promise.all(databases.map((database) => database.close()));
  await clone?.drop();
});

const feedTitles = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/events' })).json<EventResponse[]>().map((event) => event.title);

describe('the public feed across two instances', () => {
  it('serves from each instance’s own cache until told otherwise', async () => {
    expect(await feedTitles(second)).toContain('Spring Social');
    // A change that nobody announces stays invisible: the second instance really is caching.
    await databases[0]!.db.update(events).set({ title: 'Silent Rename' }).where(eq(events.title, 'Spring Social'));
    expect(await feedTitles(second)).toContain('Spring Social');
  });

  it('shows an event created on the first instance in the second one’s feed within a second', async () => {
    expect(await feedTitles(second)).not.toContain('Made on the First');
    const created = await first.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: managerHeaders,
      payload: sampleEvent({ title: 'Made on the First' }),
    });
    expect(created.statusCode).toBe(201);
    await vi.waitFor(async () => expect(await feedTitles(second)).toContain('Made on the First'), {
      timeout: 1000,
      interval: 20,
    });
    // The same notification dropped the whole cache, so the silent rename shows now too.
    expect(await feedTitles(second)).toContain('Silent Rename');

    const deleted = await first.inject({
      method: 'DELETE',
      url: `/api/v1/events/${created.json().id}`,
      headers: managerHeaders,
    });
    expect(deleted.statusCode).toBe(204);
    await vi.waitFor(async () => expect(await feedTitles(second)).not.toContain('Made on the First'), {
      timeout: 1000,
      interval: 20,
    });
  });

  it('updates the second instance’s calendars as well', async () => {
    const before = (await second.inject({ method: 'GET', url: '/api/v1/ical/S05' })).body;
    expect(before).not.toContain('SUMMARY:Shader Workshop');
    await first.inject({
      method: 'POST',
      url: '/api/v1/events',
      headers: managerHeaders,
      payload: sampleEvent({ title: 'Shader Workshop', host: 'S05' }),
    });
    await vi.waitFor(
      async () =>
        expect((await second.inject({ method: 'GET', url: '/api/v1/ical/S05' })).body).toContain(
          'SUMMARY:Shader Workshop',
        ),
      { timeout: 1000, interval: 20 },
    );
  });
});
