import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { doorHasher, type QueuedScan } from '@cp/contracts/tickets';
import { auditLog, doorConflicts, doorScans, roleAssignments, storePurchases } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { addTicketItem, addTickets } from './test-support';
import { countCallsFrom, type DbMethod } from '../../test/count-calls';

let t: TestApp;
const devices = ['door-a@illinois.edu', 'door-b@illinois.edu'];
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(roleAssignments)
    .values(devices.map((principalId) => ({ principalType: 'user' as const, principalId, role: 'TICKETS_SCANNER' })));
});
afterAll(async () => t.close());

let scanCount = 0;
/** A scan made `second` seconds into the last two minutes: after its purchase was made, never in the future. */
const scanOf = (deviceId: string, ticketId: string, second = 0): QueuedScan => ({
  scanId: `scan-${++scanCount}-${deviceId}`,
  deviceId,
  scannedAt: new Date(Date.now() - 120_000 + second * 1000).toISOString(),
  type: 'ticket',
  ticketId,
  deviceDecision: 'admitted',
});
const upload = (as: string, scans: QueuedScan[]) =>
  t.request({ method: 'POST', url: '/api/v1/tickets/checkIn/batch', as, payload: scans });

/** The database calls the upload's own code makes while `run` runs. */
const countUploadCalls = <T>(methods: DbMethod[], run: () => Promise<T>) =>
  countCallsFrom(t.database.db, /batch-check-in/, methods, run);

describe('the prepared offline list', () => {
  it('holds every ticket under a keyed hash the device can compute, and no ticket id in the clear', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 40, sold: 40 });
    const tickets = await addTickets(t.database.db, item, 40);
    const res = await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: demo.scanner });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries).toHaveLength(40);
    for (const id of tickets) expect(res.body).not.toContain(id);
    const payments = await t.database.db
      .select({ pi: storePurchases.paymentIntentId })
      .from(storePurchases)
      .where(eq(storePurchases.itemId, item));
    for (const { pi } of payments) expect(res.body).not.toContain(pi);
    const hash = await doorHasher(body.key);
    const hashes = new Set(body.entries.map((e: { hash: string }) => e.hash));
    for (const id of tickets) expect(hashes.has(await hash(id))).toBe(true);
    const again = await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: demo.scanner });
    expect(again.json().key).not.toBe(body.key);
  });
});

describe('uploading queued scans', () => {
  it('admits once, refuses unknown tickets, and changes nothing when the same batch is uploaded again', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 5, sold: 5 });
    const tickets = await addTickets(t.database.db, item, 5);
    const batch = [...tickets.map((id, i) => scanOf(devices[0]!, id, i)), scanOf(devices[0]!, 'nope')];
    batch.push({ ...scanOf(devices[0]!, tickets[0]!, 9) });
    const first = await upload(devices[0]!, batch);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().map((r: { outcome: string }) => r.outcome)).toEqual([
      ...tickets.map(() => 'admitted'),
      'refused',
      'refused',
    ]);
    const second = await upload(devices[0]!, batch);
    expect(second.json().map((r: { scanId: string }) => r.scanId)).toEqual(batch.map((s) => s.scanId));
    expect(second.json().every((r: { outcome: string }) => r.outcome === 'duplicate')).toBe(true);
    const rows = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, item));
    expect(rows.every((r) => r.fulfilled && r.fulfilledBy === devices[0])).toBe(true);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'tickets'), inArray(auditLog.target, tickets)));
    expect(audits).toHaveLength(5);
    const uploads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'tickets'), eq(auditLog.target, devices[0]!)));
    expect(uploads.length).toBeGreaterThanOrEqual(2);
  });

  it('admits nothing the device refused, and refuses store order pickups', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 1, sold: 1 });
    const [ticket] = await addTickets(t.database.db, item, 1);
    const refused = { ...scanOf(devices[0]!, ticket!), deviceDecision: 'refused' as const };
    const order = { ...scanOf(devices[0]!, 'x'), type: 'order' as const, orderId: 'ord_x', ticketId: undefined };
    const res = await upload(devices[0]!, [refused, order]);
    expect(res.json().map((r: { outcome: string }) => r.outcome)).toEqual(['refused', 'refused']);
    const [row] = await t.database.db.select().from(storePurchases).where(eq(storePurchases.id, ticket!));
    expect(row!.fulfilled).toBe(false);
  });

  it('two devices uploading overlapping batches at once: one admission per ticket, one conflict per overlap', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 60, sold: 60 });
    const tickets = await addTickets(t.database.db, item, 60);
    // Device a scanned 0-39, device b 20-59: tickets 20-39 were admitted offline on both.
    const batchA = tickets.slice(0, 40).map((id, i) => scanOf(devices[0]!, id, i));
    const batchB = tickets.slice(20).map((id, i) => scanOf(devices[1]!, id, i));
    const [a, b, aAgain, bAgain] = await Promise.all([
      upload(devices[0]!, batchA),
      upload(devices[1]!, batchB),
      upload(devices[0]!, batchA),
      upload(devices[1]!, batchB),
    ]);
    const outcomes = [a, b, aAgain, bAgain].flatMap((res) => res.json() as { scanId: string; outcome: string }[]);
    const applied = outcomes.filter((r) => r.outcome !== 'duplicate');
    // Every scan id applied exactly once across both uploads of it. Device b scanned 20-39 first,
    // so its scans may take the admission over (answered admitted) when a's were recorded first.
    expect(applied.map((r) => r.scanId).sort()).toEqual([...batchA, ...batchB].map((s) => s.scanId).sort());
    expect(applied.every((r) => r.outcome === 'admitted' || r.outcome === 'conflict')).toBe(true);

    const rows = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, item));
    expect(rows.filter((r) => r.fulfilled)).toHaveLength(60);
    const admissions = await t.database.db
      .select()
      .from(doorScans)
      .where(and(eq(doorScans.itemId, item), eq(doorScans.outcome, 'admitted')));
    expect(new Set(admissions.map((s) => s.purchaseId)).size).toBe(60);
    expect(admissions).toHaveLength(60);
    const conflicts = await t.database.db.select().from(doorConflicts).where(eq(doorConflicts.itemId, item));
    expect(conflicts).toHaveLength(20);
    expect(new Set(conflicts.map((c) => c.purchaseId))).toEqual(new Set(tickets.slice(20, 40)));

    const log = await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/door?pageSize=10`, as: demo.scanner });
    expect(log.json()).toMatchObject({ admitted: 60, sold: 60, totalScans: 80, page: 1, pageSize: 10 });
    expect(log.json().conflicts).toHaveLength(20);
    const [conflict] = log.json().conflicts;
    expect(new Set([conflict.first.scannedBy, conflict.second.scannedBy])).toEqual(new Set(devices));
  }, 120_000);
});

describe('the door log, count and search', () => {
  it('logs online check-ins, refusals included, counts them, and finds a purchase by email', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 3, sold: 3 });
    const [ticket] = await addTickets(t.database.db, item, 3);
    const scan = () =>
      t.request({
        method: 'POST',
        url: '/api/v1/tickets/checkIn',
        as: demo.scanner,
        payload: { type: 'ticket', ticketId: ticket },
      });
    expect((await scan()).statusCode).toBe(200);
    expect((await scan()).statusCode).toBe(400);
    const count = await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/door/count`, as: demo.scanner });
    expect(count.json()).toEqual({ admitted: 1, sold: 3 });
    const log = await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/door`, as: demo.scanner });
    expect(log.json().scans.map((s: { outcome: string; online: boolean }) => [s.outcome, s.online])).toEqual([
      ['refused', true],
      ['admitted', true],
    ]);
    const offline = await upload(devices[0]!, [
      { ...scanOf(devices[0]!, ticket!), scannedAt: new Date().toISOString() },
    ]);
    expect(offline.json()[0]).toMatchObject({ outcome: 'conflict' });

    const found = await t.request({
      method: 'GET',
      url: `/api/v1/tickets/${item}/door/search?q=BUYER1@`,
      as: demo.scanner,
    });
    expect(found.json().matches).toEqual([expect.objectContaining({ email: 'buyer1@example.com', admitted: false })]);
    const { code, email, kind } = found.json().matches[0];
    const admit = await t.request({
      method: 'POST',
      url: '/api/v1/tickets/checkIn',
      as: demo.scanner,
      payload: { type: kind, email, stripePi: code },
    });
    expect(admit.statusCode).toBe(200);
  });
});

describe('scans a device made from its search, and scans that also went online', () => {
  it("admits a search's entry by the list's key and hash once, and refuses a hash the list never held", async () => {
    const item = await addTicketItem(t.database.db, { capacity: 3, sold: 3 });
    const tickets = await addTickets(t.database.db, item, 3);
    const list = (await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: devices[0]! })).json();
    const hash = await doorHasher(list.key);
    const entryScan = (target: string): QueuedScan => {
      const { ticketId: _ticket, type: _type, ...base } = scanOf(devices[0]!, 'x') as QueuedScan & { ticketId: string };
      return { ...base, type: 'entry', itemId: item, key: list.key, hash: target };
    };
    const found = entryScan(await hash(tickets[1]!));
    const unknown = entryScan('0'.repeat(32));
    const res = await upload(devices[0]!, [found, unknown, { ...found }]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((r: { outcome: string; message: string }) => [r.outcome, r.message])).toEqual([
      ['admitted', 'Admitted.'],
      ['refused', 'Ticket not found.'],
      ['duplicate', 'Applied before: Admitted.'],
    ]);
    const rows = await t.database.db.select().from(storePurchases).where(eq(storePurchases.itemId, item));
    expect(rows.filter((r) => r.fulfilled).map((r) => r.id)).toEqual([tickets[1]]);
  });

  it('records hashes that name nothing as cheaply as an honest upload admits: no transaction per scan', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 10, sold: 10 });
    const tickets = await addTickets(t.database.db, item, 10);
    const list = (await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: devices[1]! })).json();
    const hash = await doorHasher(list.key);
    const entryScan = (target: string): QueuedScan => {
      const { ticketId: _ticket, type: _type, ...base } = scanOf(devices[1]!, 'x') as QueuedScan & { ticketId: string };
      return { ...base, type: 'entry', itemId: item, key: list.key, hash: target };
    };
    const transactionsOf = async (scans: QueuedScan[]) => {
      const { result: res, calls } = await countUploadCalls(['transaction'], () => upload(devices[1]!, scans));
      expect(res.statusCode, res.body).toBe(200);
      return { answers: res.json() as { outcome: string; message: string }[], transactions: calls };
    };
    const honest = await transactionsOf(await Promise.all(tickets.map(async (id) => entryScan(await hash(id)))));
    expect(honest.answers.every((a) => a.outcome === 'admitted')).toBe(true);
    const madeUp = Array.from({ length: 10 }, (_, n) => entryScan(n.toString(16).padStart(32, 'a')));
    const hostile = await transactionsOf(madeUp);
    expect(hostile.answers.map((a) => [a.outcome, a.message])).toEqual(
      Array.from({ length: 10 }, () => ['refused', 'Ticket not found.']),
    );
    expect(hostile.transactions).toBeLessThanOrEqual(honest.transactions);
    // Each is in the door log under its item, and sent again is a duplicate that changes nothing.
    const logged = await t.database.db.select().from(doorScans).where(eq(doorScans.scanId, madeUp[0]!.scanId));
    expect(logged).toEqual([
      expect.objectContaining({ itemId: item, outcome: 'refused', message: 'Ticket not found.' }),
    ]);
    expect((await transactionsOf([madeUp[0]!])).answers).toEqual([
      { scanId: madeUp[0]!.scanId, outcome: 'duplicate', message: 'Applied before: Ticket not found.' },
    ]);
  });

  it('records a run of hashes that name nothing in as many statements for 40 as for one', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 2, sold: 2 });
    await addTickets(t.database.db, item, 2);
    const list = (await t.request({ method: 'GET', url: `/api/v1/tickets/${item}/offline`, as: devices[0]! })).json();
    const entryScan = (n: number): QueuedScan => {
      const { ticketId: _ticket, type: _type, ...base } = scanOf(devices[0]!, 'x') as QueuedScan & { ticketId: string };
      return { ...base, type: 'entry', itemId: item, key: list.key, hash: n.toString(16).padStart(32, 'b') };
    };
    const statementsOf = async (scans: QueuedScan[]) => {
      const methods: DbMethod[] = ['insert', 'select', 'update', 'transaction', 'execute'];
      const { result: res, calls } = await countUploadCalls(methods, () => upload(devices[0]!, scans));
      expect(res.statusCode, res.body).toBe(200);
      const answers = (res.json() as { outcome: string; message: string }[]).map((a) => [a.outcome, a.message]);
      return { answers, statements: calls };
    };
    const earlier = entryScan(1);
    await statementsOf([earlier]);
    // One new scan and one recorded by an earlier upload, against forty new ones, the same scan
    // twice in one upload, and the earlier one: each of the last two a duplicate.
    const one = await statementsOf([entryScan(2), earlier]);
    const many = Array.from({ length: 40 }, (_, n) => entryScan(n + 3));
    const forty = await statementsOf([...many, many[0]!, earlier]);
    expect(forty.statements).toBe(one.statements);
    expect(forty.answers).toEqual([
      ...Array.from({ length: 40 }, () => ['refused', 'Ticket not found.']),
      ['duplicate', 'Applied before: Ticket not found.'],
      ['duplicate', 'Applied before: Ticket not found.'],
    ]);
  });

  it('answers duplicate for a queued scan whose online check-in (same Idempotency-Key) admitted it', async () => {
    const item = await addTicketItem(t.database.db, { capacity: 1, sold: 1 });
    const [ticket] = await addTickets(t.database.db, item, 1);
    // The device gave up waiting after 1.5 s and queued the scan under the key it had sent.
    const scan = scanOf(devices[0]!, ticket!);
    const online = await t.request({
      method: 'POST',
      url: '/api/v1/tickets/checkIn',
      as: devices[0]!,
      headers: { 'idempotency-key': scan.scanId },
      payload: { type: 'ticket', ticketId: ticket },
    });
    expect(online.statusCode).toBe(200);
    const res = await upload(devices[0]!, [scan]);
    expect(res.json()).toEqual([{ scanId: scan.scanId, outcome: 'duplicate', message: 'Applied before: Checked in.' }]);
    expect(await t.database.db.select().from(doorConflicts).where(eq(doorConflicts.itemId, item))).toHaveLength(0);
  });
});
