import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import type { EventResponse } from '@cp/contracts/events';
import { events } from '../../db/schema';
import { startTwoInstances, type TwoInstances } from '../../test/harness';
import { sampleEvent } from './test-events';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
let pair: TwoInstances;
let first: FastifyInstance;
let second: FastifyInstance;
let managerHeaders: Record<string, string>;

beforeAll(async () => {
  pair = await startTwoInstances(inject('postgresTemplate'));
  [first, second] = pair.instances;
  managerHeaders = await pair.as('events@illinois.edu');
});

afterAll(async () => {
  await pair?.close();
});

const feedTitles = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/api/v1/events' })).json<EventResponse[]>().map((event) => event.title);

describe('the public feed across two instances', () => {
  it('serves from each instance’s own cache until told otherwise', async () => {
    expect(await feedTitles(second)).toContain('Spring Social');
    // A change that nobody announces stays invisible: the second instance really is caching.
    await pair.databases[0].db.update(events).set({ title: 'Silent Rename' }).where(eq(events.title, 'Spring Social'));
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
