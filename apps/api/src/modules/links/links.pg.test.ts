import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { startTwoInstances, type TwoInstances } from '../../test/harness';

/** Two server instances on one PostgreSQL database, as behind a load balancer. */
let pair: TwoInstances;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  pair = await startTwoInstances(inject('postgresTemplate'), { LINK_CLICK_FLUSH_SECONDS: '3600' });
  adminHeaders = await pair.as('admin@illinois.edu');
});

afterAll(async () => {
  await pair?.close();
});

const [first, second] = [() => pair.instances[0], () => pair.instances[1]];
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
    await Promise.all(pair.instances.map((app) => app.linkRedirects.clicks!.flush()));
    const before = await counter();
    await Promise.all([
      ...Array.from({ length: 300 }, () => visit(first(), '/shared')),
      ...Array.from({ length: 200 }, () => visit(second(), '/shared')),
    ]);
    await Promise.all(pair.instances.map((app) => app.linkRedirects.clicks!.flush()));
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

  it('lets exactly maxClicks visits through when both instances take them at once', async () => {
    const created = await save(first(), {
      slug: 'limited',
      redirect: 'https://example.com/in',
      maxClicks: 3,
      fallbackUrl: 'https://example.com/out',
    });
    expect(created.statusCode).toBe(201);
    await eventually(async () =>
      expect((await second().inject({ method: 'HEAD', url: '/limited' })).statusCode).toBe(302),
    );
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => visit(i % 2 ? first() : second(), '/limited')),
    );
    const locations = answers.map((res) => res.headers.location);
    expect(locations.filter((l) => l === 'https://example.com/in')).toHaveLength(3);
    expect(locations.filter((l) => l === 'https://example.com/out')).toHaveLength(37);
  });
});
