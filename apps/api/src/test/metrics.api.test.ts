import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTicketItem, addTickets } from '../modules/tickets/test-support';
import { randomUUID } from 'node:crypto';
import { mailOutbox } from '../db/schema';
import { metrics } from '../lib/metrics';
import { writeAudit } from '../plugins/audit';
import { readDatabaseGauges } from '../plugins/metrics';
import { createTestApp, demo, openTestDatabase, type TestApp } from './harness';

const token = 'metrics-token-for-the-api-tests';
const auth = { authorization: `Bearer ${token}` };

let t: TestApp;
let untokened: TestApp;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: token });
  untokened = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await untokened.close();
});

const scrape = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/** The value of one sample line (`name{labels} value`), 0 when the series is not there yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('answers 404 when no token is configured, whatever the request carries', async () => {
    for (const headers of [{}, auth]) {
      const res = await untokened.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: true, name: 'NotFoundError' });
    }
  });

  it('answers 401 without the token, with another token, or with a session', async () => {
    const session = await t.as(demo.admin);
    for (const headers of [
      {},
      { authorization: 'Bearer not-the-metrics-token-at-all' },
      { authorization: token },
      session,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: true, name: 'UnauthenticatedError' });
      expect(res.body).not.toContain('portal_');
    }
  });

  it('answers the Prometheus text format with the token', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/healthz' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_request_duration_seconds_bucket',
      'nodejs_eventloop_lag_seconds',
      'portal_audit_entries_unsealed',
      'portal_mail_outbox_waiting',
    ])
      expect(res.body).toContain(name);
    // By route template, method and status.
    expect(res.body).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/v1\/healthz",method="GET",status_code="200"\} \d+/,
    );
  });

  it('times database queries, and on PostgreSQL reports the pool', async () => {
    const series = `db_query_duration_seconds_count{database="${t.database.kind}"}`;
    const before = sample(await scrape(), series);
    await t.request({ method: 'GET', url: '/api/v1/events', as: demo.admin });
    const after = await scrape();
    expect(sample(after, series)).toBeGreaterThan(before);
    expect(after.includes('db_pool_connections{state="open"}')).toBe(t.database.kind === 'postgres');
  });

  it('labels a request by its route template, never by the concrete path', async () => {
    await t.request({ method: 'GET', url: '/api/v1/tickets/checkIn-metrics-probe/offline', as: demo.scanner });
    const text = await scrape();
    expect(text).not.toContain('checkIn-metrics-probe');
    expect(text).toMatch(/route="\/api\/v1\/tickets\/:[A-Za-z]+\/offline"/);
  });

  it('counts an admitted check-in and a refused scan by reason', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 5 });
    const [ticketId] = await addTickets(t.database.db, item, 1);
    const admitted = 'portal_check_ins_total{outcome="admitted"}';
    const notFound = 'portal_check_ins_total{outcome="refused",reason="not_found"}';
    const redeemed = 'portal_check_ins_total{outcome="refused",reason="already_admitted"}';
    const before = await scrape();
    const checkIn = (id: string) =>
      t.request({
        method: 'POST',
        url: '/api/v1/tickets/checkIn',
        as: demo.scanner,
        payload: { type: 'ticket', ticketId: id },
      });
    expect((await checkIn(ticketId!)).statusCode).toBe(200);
    expect((await checkIn('e'.repeat(32))).statusCode).toBe(404);
    expect((await checkIn(ticketId!)).statusCode).toBe(400);
    const after = await scrape();
    expect(sample(after, admitted) - sample(before, admitted)).toBe(1);
    expect(sample(after, notFound) - sample(before, notFound)).toBe(1);
    expect(sample(after, redeemed) - sample(before, redeemed)).toBe(1);
  });

  it('reads unsealed audit entries and waiting mail from the database at scrape time', async () => {
    // On a database no app runs on: an app's sealer and mail sender would race the reading.
    const database = await openTestDatabase();
    try {
      const gauges = async () => {
        await readDatabaseGauges(database);
        return {
          unsealed: (await metrics.auditUnsealed.get()).values[0]?.value,
          waiting: (await metrics.mailWaiting.get()).values[0]?.value,
        };
      };
      const before = await gauges();
      await writeAudit(database.db, { module: 'tickets', actor: 'x', target: 'y', message: 'for the gauge' });
      await database.db.insert(mailOutbox).values({
        id: randomUUID(),
        recipient: 'a@example.com',
        subject: 's',
        message: { to: 'a@example.com', subject: 's', text: 't' },
      });
      expect(await gauges()).toEqual({ unsealed: before.unsealed! + 1, waiting: before.waiting! + 1 });
    } finally {
      await database.close();
    }
  });

  it('counts requests refused by a rate limit', async () => {
    const limited = await createTestApp({ METRICS_TOKEN: token, RATE_LIMIT_MAX: '2' });
    try {
      const metricsOf = async () =>
        sample(
          (await limited.app.inject({ method: 'GET', url: '/metrics', headers: auth })).body,
          'portal_rate_limited_total',
        );
      const before = await metricsOf();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/v1/healthz' })).statusCode);
      expect(statuses.filter((s) => s === 429)).toHaveLength(2);
      // The scrapes themselves are never limited.
      expect(await metricsOf()).toBe(before + 2);
    } finally {
      await limited.close();
    }
  });
});
