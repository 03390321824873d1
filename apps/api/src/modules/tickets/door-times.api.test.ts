import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { doorHasher, type QueuedScan } from '@cp/contracts/tickets';
import { doorConflicts, doorScans, roleAssignments, storePurchases } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addTicketItem, addTickets, changePurchases } from './test-support';
import { uploadsPerMinute } from './door-routes';

let t: TestApp;
const devices = ['times-a@illinois.edu', 'times-b@illinois.edu', 'times-c@illinois.edu', 'times-d@illinois.edu'];
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(roleAssignments)
    .values(devices.map((principalId) => ({ principalType: 'user' as const, principalId, role: 'TICKETS_SCANNER' })));
});
afterAll(async () => t.close());

const minutes = (n: number) => n * 60_000;
let scanCount = 0;
const scanAt = (deviceId: string, ticketId: string, at: number, extra: Partial<QueuedScan> = {}): QueuedScan =>
  ({
    scanId: `times-${++scanCount}`,
    deviceId,
    scannedAt: new Date(at).toISOString(),
    type: 'ticket',
    ticketId,
    deviceDecision: 'admitted',
    ...extra,
  }) as QueuedScan;
const upload = (as: string, scans: QueuedScan[]) =>
  t.request({ method: 'POST', url: '/api/v1/tickets/checkIn/batch', as, payload: scans });
const fulfilledOf = async (id: string) =>
  (await t.database.db.select().from(storePurchases).where(eq(storePurchases.id, id)))[0]!;

describe('offline scan times that cannot be true (finding 8)', () => {
  it('refuses a scan dated in the future, before its list was prepared, or before its purchase, and logs each', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 5, sold: 5 });
    const tickets = await addTickets(t.database.db, item, 5);
    const list = (await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: devices[0]! })).json();
    const preparedAt = Date.parse(list.preparedAt);
    const [d] = devices;
    const scans = [
      scanAt(d!, tickets[0]!, Date.parse('9999-12-31T23:59:00Z')),
      scanAt(d!, tickets[1]!, Date.parse('0001-01-01T00:00:00Z')),
      scanAt(d!, tickets[2]!, preparedAt - minutes(30), { listPreparedAt: list.preparedAt }),
      scanAt(d!, tickets[3]!, Date.now() - minutes(1), { listPreparedAt: '9999-01-01T00:00:00Z' }),
      // A clock a minute behind the server's is no reason to refuse.
      scanAt(d!, tickets[4]!, preparedAt - minutes(1), { listPreparedAt: list.preparedAt }),
    ];
    const res = await upload(d!, scans);
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json() as { outcome: string; message: string }[];
    expect(results.map((r) => r.outcome)).toEqual(['refused', 'refused', 'refused', 'refused', 'admitted']);
    expect(results[0]!.message).toMatch(/^Scanned at Dec 31, 9999.*in the future: the device's clock is wrong\./);
    expect(results[1]!.message).toMatch(/before this purchase was made/);
    expect(results[2]!.message).toMatch(/before the list it was decided from was prepared/);
    expect(results[3]!.message).toMatch(/list prepared at .*in the future/);
    for (const id of tickets.slice(0, 4)) expect((await fulfilledOf(id)).fulfilled).toBe(false);
    const logged = await t.database.db.select().from(doorScans).where(eq(doorScans.itemId, item));
    expect(logged.filter((s) => s.outcome === 'refused')).toHaveLength(4);
  });

  it('refuses a future-dated scan from a search (entry) too', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 1, sold: 1 });
    const [ticket] = await addTickets(t.database.db, item, 1);
    const list = (await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: devices[0]! })).json();
    const entry = {
      scanId: `times-${++scanCount}`,
      deviceId: devices[0]!,
      scannedAt: new Date(Date.now() + minutes(60)).toISOString(),
      type: 'entry',
      itemId: item,
      key: list.key,
      hash: await (await doorHasher(list.key))(ticket!),
    } as QueuedScan;
    const res = await upload(devices[0]!, [entry]);
    expect(res.json()[0]).toMatchObject({ outcome: 'refused', message: expect.stringMatching(/in the future/) });
    expect((await fulfilledOf(ticket!)).fulfilled).toBe(false);
  });
});

describe('the earliest admission by scan time stands (finding 9)', () => {
  it('a scan made at 8:14 uploaded after one made at 8:23 takes the admission, and the 8:23 one names it', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 1, sold: 1 });
    const [ticket] = await addTickets(t.database.db, item, 1);
    // Bought an hour ago: both scans come after the purchase.
    await changePurchases(t.database.db, [ticket!], { createdAt: new Date(Date.now() - minutes(60)) });
    const [a, b, c] = devices;
    const later = scanAt(a!, ticket!, Date.now() - minutes(1));
    const earlier = scanAt(b!, ticket!, Date.now() - minutes(10));
    expect((await upload(a!, [later])).json()[0]).toMatchObject({ outcome: 'admitted' });
    const res = await upload(b!, [earlier]);
    expect(res.json()[0]).toMatchObject({
      outcome: 'admitted',
      message: expect.stringContaining(`${a} (device ${a})`),
    });

    const purchase = await fulfilledOf(ticket!);
    expect(purchase.fulfilledBy).toBe(b);
    expect(purchase.fulfilledAt?.toISOString()).toBe(earlier.scannedAt);
    const logged = await t.database.db.select().from(doorScans).where(eq(doorScans.purchaseId, ticket!));
    const outcome = (scanId: string) => logged.find((s) => s.scanId === scanId)!;
    expect(outcome(earlier.scanId).outcome).toBe('admitted');
    expect(outcome(later.scanId)).toMatchObject({
      outcome: 'conflict',
      message: expect.stringContaining(`first by ${b}`),
    });

    // A third scan, in between, is a conflict naming the earliest (8:14) admission, not the first uploaded.
    const between = scanAt(c!, ticket!, Date.now() - minutes(5));
    const third = (await upload(c!, [between])).json()[0];
    expect(third).toMatchObject({
      outcome: 'conflict',
      message: expect.stringContaining(`first by ${b} (device ${b})`),
    });
    const conflicts = await t.database.db.select().from(doorConflicts).where(eq(doorConflicts.purchaseId, ticket!));
    expect(conflicts.map((c) => [c.secondScanId, c.firstScanId]).sort()).toEqual(
      [
        [later.scanId, earlier.scanId],
        [between.scanId, earlier.scanId],
      ].sort(),
    );
    const log = await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/door`, as: a! });
    expect(log.json().conflicts.every((c: { first: { scannedBy: string } }) => c.first.scannedBy === b)).toBe(true);
  });
});

describe('one upload’s work is bounded (finding 4)', () => {
  it('refuses an upload naming more than one list key, and changes nothing', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 2, sold: 2 });
    const tickets = await addTickets(t.database.db, item, 2);
    const lists = await Promise.all(
      [0, 1].map(async () =>
        (await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: devices[0]! })).json(),
      ),
    );
    const entries = await Promise.all(
      lists.map(async (list, i) => ({
        scanId: `times-${++scanCount}`,
        deviceId: devices[0]!,
        scannedAt: new Date().toISOString(),
        type: 'entry' as const,
        itemId: item,
        key: list.key,
        hash: await (await doorHasher(list.key))(tickets[i]!),
        deviceDecision: 'admitted' as const,
      })),
    );
    const res = await upload(devices[0]!, entries);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('One upload carries the scans of one prepared list');
    expect(await t.database.db.select().from(doorScans).where(eq(doorScans.itemId, item))).toHaveLength(0);
  });

  it('refuses a body past the size cap before reading it', async () => {
    const huge = JSON.stringify([scanAt(devices[0]!, 'x'.repeat(200), Date.now())]).padEnd(400 * 1024, ' ');
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/tickets/checkIn/batch',
      as: devices[0]!,
      headers: { 'content-type': 'application/json' },
      payload: huge,
    });
    expect(res.statusCode).toBe(413);
  });

  it(`limits uploads per caller (${uploadsPerMinute} a minute), not per address`, async () => {
    const [a, b] = devices;
    const one = () => [scanAt(a!, 'unknown-ticket', Date.now())];
    const statuses: number[] = [];
    for (let i = 0; i <= uploadsPerMinute + 1; i++) statuses.push((await upload(a!, one())).statusCode);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(uploadsPerMinute);
    // Another scanner at the same door (same address) still uploads.
    expect((await upload(b!, [scanAt(b!, 'unknown-ticket', Date.now())])).statusCode).toBe(200);
  });

  it('counts an upload the schema refuses too: many keys sent again and again reach the limit', async () => {
    const d = devices[3]!;
    const manyKeys = () =>
      Array.from({ length: 20 }, (_, n) => ({
        ...scanAt(d, 'x', Date.now()),
        type: 'entry',
        itemId: 'any-item',
        key: n.toString(16).padStart(64, '0'),
        hash: '0'.repeat(32),
      })) as unknown as QueuedScan[];
    const answers = [];
    for (let i = 0; i <= uploadsPerMinute + 1; i++) answers.push(await upload(d, manyKeys()));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.slice(0, uploadsPerMinute).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(uploadsPerMinute)).toEqual([429, 429]);
    // A limited upload's body is not read: the connection closes after the answer.
    expect(answers.slice(uploadsPerMinute).map((res) => res.headers.connection)).toEqual(['close', 'close']);
    expect(answers[0]!.headers.connection).not.toBe('close');
  });
});
