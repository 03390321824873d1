import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry, LogsResponse } from '@cp/contracts/audit-logs';
import { auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { seedDemoAuditLog } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAuditLog(t.database.db, { inTests: true });
});
afterAll(async () => t.close());

const now = () => Math.floor(Date.now() / 1000);
/** Our page's form of the answer (?paged=true); the array form has its own tests below. */
const get = (url: string, as: string = demo.admin) =>
  t.request({ method: 'GET', url: url.includes('?') ? `${url}&paged=true` : url, as });
const window = (hours: number) => `start=${now() - hours * 3600}&end=${now() + 60}`;

describe('GET /api/v1/logs/{module}: bounds', () => {
  it.each([
    ['a missing start', `/api/v1/logs/events?end=${now()}`],
    ['a missing end', `/api/v1/logs/events?start=${now()}`],
    ['no bounds', '/api/v1/logs/events'],
    ['end before start', `/api/v1/logs/events?start=${now()}&end=${now() - 10}`],
    ['a bound that is not a number', `/api/v1/logs/events?start=yesterday&end=${now()}`],
    ['an unknown module', `/api/v1/logs/payroll?start=0&end=${now()}`],
    ['a page size over 100', `/api/v1/logs/events?start=0&end=${now()}&limit=500`],
    ['a malformed cursor', `/api/v1/logs/events?start=0&end=${now()}&cursor=abc`],
  ])('refuses %s with a 400', async (_case, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, id: 104, name: 'ValidationError' });
  });

  it('accepts start equal to end, and bounds in milliseconds', async () => {
    expect((await get(`/api/v1/logs/events?start=${now()}&end=${now()}`)).statusCode).toBe(200);
    const ms = await get(`/api/v1/logs/events?start=${(now() - 72 * 3600) * 1000}&end=${(now() + 60) * 1000}`);
    expect(ms.statusCode).toBe(200);
    expect((ms.json() as LogsResponse).entries.length).toBeGreaterThan(0);
  });

  it('is for AUDIT_LOG_VIEWER only', async () => {
    expect((await get(`/api/v1/logs/events?${window(24)}`, demo.member)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/logs/events?${window(24)}` })).statusCode).toBe(401);
  });
});

describe('GET /api/v1/logs/{module}: entries', () => {
  it("returns the module's entries in the window, newest first, and logs the reading", async () => {
    const res = await get(`/api/v1/logs/events?${window(72)}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as LogsResponse;
    expect(body.nextCursor).toBeNull();
    expect(body.entries.length).toBeGreaterThanOrEqual(3);
    expect(body.entries.every((e) => e.module === 'events')).toBe(true);
    const times = body.entries.map((e) => e.createdAt);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(body.entries[0]).toEqual({
      createdAt: expect.any(Number),
      module: 'events',
      actor: 'events@illinois.edu',
      message: 'Updated event "ACM General Meeting".',
      target: 'ACM General Meeting',
      requestId: expect.any(String),
    });
    const reads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'audit'), eq(auditLog.requestId, res.headers['x-request-id'] as string)));
    expect(reads).toEqual([
      expect.objectContaining({
        actor: demo.admin,
        target: 'events',
        message: expect.stringMatching(/^Viewed events entries from /),
      }),
    ]);
  });

  it('searches actor, message, target and request id within the window', async () => {
    const res = await get(`/api/v1/logs/events?${window(72)}&q=${encodeURIComponent('capture the FLAG')}`);
    const titles = (res.json() as LogsResponse).entries.map((e) => e.target);
    expect(titles).toEqual(['SIGPwny Capture the Flag Practice']);
    const none = await get(`/api/v1/logs/events?${window(72)}&q=${encodeURIComponent('100%_')}`);
    expect((none.json() as LogsResponse).entries).toEqual([]);
  });

  it('lists every entry of one request, across modules', async () => {
    const res = await get('/api/v1/logs/request/seed-req-purchase-0001');
    expect(res.statusCode).toBe(200);
    const entries = (res.json() as { entries: LogEntry[] }).entries;
    expect(entries.map((e) => e.module).sort()).toEqual(['stripe', 'tickets']);
  });
});

describe('GET /api/v1/logs/verify', () => {
  it('reports an intact chain and logs the check', { timeout: 120_000 }, async () => {
    const res = await get('/api/v1/logs/verify');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ intact: true, message: expect.stringMatching(/^intact, \d+ entries$/) });
    expect((await get('/api/v1/logs/verify', demo.member)).statusCode).toBe(403);
  });
});

describe('GET /api/v1/logs/{module}: a large window', () => {
  it('pages a window of 50,000 entries without loss or duplication', { timeout: 600_000 }, async () => {
    const base = Date.UTC(2026, 0, 1) / 1000;
    // Three entries share each second, so the cursor must break ties; neighbours outside the window.
    await t.database.db.execute(
      `insert into audit_log (module, actor, target, message, created_at)
       select 'orgInfo', 'bulk', 'e-' || g, 'Bulk entry ' || g, to_timestamp(${base} + g / 3)
       from generate_series(0, 49999) g`,
    );
    await t.database.db.execute(
      `insert into audit_log (module, actor, target, message, created_at) values
       ('orgInfo', 'bulk', 'before', 'before', to_timestamp(${base - 1})),
       ('orgInfo', 'bulk', 'after', 'after', to_timestamp(${base + 16667})),
       ('iam', 'bulk', 'other-module', 'other', to_timestamp(${base + 5}))`,
    );
    const seen: string[] = [];
    let previous = Number.POSITIVE_INFINITY;
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `start=${base}&end=${base + 16666}&limit=100${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await get(`/api/v1/logs/orgInfo?${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as LogsResponse;
      for (const entry of body.entries) {
        expect(entry.createdAt).toBeLessThanOrEqual(previous);
        previous = entry.createdAt;
        seen.push(entry.target);
      }
      cursor = body.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(500);
    expect(seen).toHaveLength(50_000);
    expect(new Set(seen).size).toBe(50_000);
    expect(seen).not.toContain('before');
    expect(seen).not.toContain('after');
  });
});

describe("GET /api/v1/logs/{module} as the chapter platform's clients call it", () => {
  it('answers the entries alone, with a trailing slash and millisecond bounds, the cursor in a header', async () => {
    const ms = Date.now();
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/logs/events/?start=${ms - 72 * 3600_000}&end=${ms + 60_000}&limit=1`,
      as: demo.admin,
    });
    expect(res.statusCode).toBe(200);
    const entries = res.json() as LogEntry[];
    expect(Array.isArray(entries)).toBe(true);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.module).toBe('events');
    const cursor = res.headers['x-next-cursor'] as string;
    expect(cursor).toMatch(/^\d+\.\d+$/);
    const next = await t.request({
      method: 'GET',
      url: `/api/v1/logs/events?start=${ms - 72 * 3600_000}&end=${ms + 60_000}&limit=1&cursor=${cursor}`,
      as: demo.admin,
    });
    expect((next.json() as LogEntry[])[0]!.createdAt).toBeLessThanOrEqual(entries[0]!.createdAt);
  });
});
