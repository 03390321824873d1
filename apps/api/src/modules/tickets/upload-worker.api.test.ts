import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { eq } from 'drizzle-orm';
import { doorScans, roleAssignments } from '../../db/schema';
import { recordPaidItemOrders } from '../store';
import { createTestApp, type TestApp } from '../../test/harness';
import { unsafeTextMessage } from '../../plugins/safe-text';
import { addMerchItem, addTicketItem, addTickets } from './test-support';
import { purchasesByHash } from './door-entries';
import { serverDoorHasher } from './door-hash';
import { uploadsPerMinute } from './door-routes';
import { UploadChecker } from './upload-checker';
import { uploadWorkerNice } from './upload-check';

let t: TestApp;
const devices = ['worker-a@illinois.edu', 'worker-b@illinois.edu', 'worker-c@illinois.edu'];
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(roleAssignments)
    .values(devices.map((principalId) => ({ principalType: 'user' as const, principalId, role: 'TICKETS_SCANNER' })));
});
afterAll(async () => t.close());

let scanCount = 0;
const scanOf = (deviceId: string, extra: Record<string, unknown> = {}) => ({
  scanId: `worker-${++scanCount}`,
  deviceId,
  scannedAt: new Date().toISOString(),
  type: 'ticket',
  ticketId: 'unknown-ticket',
  ...extra,
});
const upload = (as: string, payload: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/v1/tickets/checkIn/batch',
    as,
    headers: { 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe("the offline door's uploads, checked off the request thread (issue 40, finding 4)", () => {
  it('checks each body on the upload worker, and answers a limited upload 429 without checking or parsing it', async () => {
    const checks = vi.spyOn(UploadChecker.prototype, 'check');
    try {
      const [a] = devices;
      for (let i = 0; i < uploadsPerMinute; i++) expect((await upload(a!, [scanOf(a!)])).statusCode).toBe(200);
      expect(checks).toHaveBeenCalledTimes(uploadsPerMinute);
      // Past the limit, even a body that is not JSON is answered 429: it is neither read nor checked.
      const limited = await upload(a!, '[{"not json');
      expect(limited.statusCode).toBe(429);
      expect(limited.headers.connection).toBe('close');
      expect(checks).toHaveBeenCalledTimes(uploadsPerMinute);
    } finally {
      checks.mockRestore();
    }
  });

  it('refuses what the parser and the schema refused: not JSON, text PostgreSQL cannot store, the contract', async () => {
    const b = devices[1]!;
    const refusal = async (payload: unknown) => {
      const res = await upload(b, payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().name).toBe('ValidationError');
      return res.json().message as string;
    };
    expect(await refusal('[{"scanId":')).toMatch(/not valid JSON/);
    expect(await refusal('')).toMatch(/cannot be empty/);
    expect(await refusal([scanOf(b, { deviceId: 'door\u0000a' })])).toBe(unsafeTextMessage);
    expect(await refusal([])).toMatch(/>=1/);
    expect(await refusal([scanOf(b, { scannedAt: 'yesterday' })])).toMatch(/datetime/i);
    // What the worker parsed is what the upload applies: the scan is recorded under its id.
    const scan = scanOf(b);
    const res = await upload(b, [scan]);
    expect(res.json()).toEqual([{ scanId: scan.scanId, outcome: 'refused', message: 'Ticket not found.' }]);
  });

  // Where the suite already runs at that nice value, every thread does and nothing tells them apart.
  it.runIf(process.platform === 'linux' && getPriority() < uploadWorkerNice)(
    "checks on a thread of low priority, and the request thread's priority stays as it was",
    async () => {
      const b = devices[1]!;
      expect((await upload(b, [scanOf(b)])).statusCode).toBe(200);
      // The nice value of each of this process's threads (the 19th field of its stat).
      const nices = readdirSync('/proc/self/task').map((task) => {
        const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
      });
      expect(nices).toContain(uploadWorkerNice);
      expect(getPriority()).toBeLessThan(uploadWorkerNice);
    },
  );

  it('applies one upload at a time: a second, its body checked, waits until the first has answered', async () => {
    const [, b, c] = devices as [string, string, string];
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const plan = UploadChecker.prototype.plan;
    const plans = vi.spyOn(UploadChecker.prototype, 'plan').mockImplementation(async function (
      this: UploadChecker,
      ...args: Parameters<UploadChecker['plan']>
    ) {
      if (plans.mock.calls.length === 1) await held;
      return plan.apply(this, args);
    });
    const checks = vi.spyOn(UploadChecker.prototype, 'check');
    try {
      const first = upload(b, [scanOf(b)]);
      // The worker may be starting (through tsx, from source): a few seconds on a busy machine.
      await vi.waitFor(() => expect(plans).toHaveBeenCalledTimes(1), { timeout: 20_000 });
      const second = upload(c, [scanOf(c)]);
      await vi.waitFor(() => expect(checks).toHaveBeenCalledTimes(2), { timeout: 20_000 });
      await checks.mock.results[1]!.value;
      // Time enough for its lookup and its plan, were it not waiting for its turn.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(plans).toHaveBeenCalledTimes(1);
      release();
      expect((await first).statusCode).toBe(200);
      const answer = await second;
      expect(answer.json()).toEqual([expect.objectContaining({ outcome: 'refused', message: 'Ticket not found.' })]);
      expect(plans).toHaveBeenCalledTimes(2);
    } finally {
      release();
      plans.mockRestore();
      checks.mockRestore();
    }
  });

  it("records a search's entries that name nothing at the instant scanned, whatever the offset", async () => {
    const b = devices[1]!;
    const key = randomBytes(32).toString('hex');
    const entry = (scannedAt: string) => {
      const { ticketId: _none, ...base } = scanOf(b, { scannedAt });
      return { ...base, type: 'entry', itemId: 'worker-item', key, hash: randomBytes(16).toString('hex') };
    };
    const scan = entry('2026-03-01T08:14:05.123456-06:00');
    const again = entry('2026-03-01T14:20:00Z');
    const res = await upload(b, [scan, again, scan]);
    expect(res.json()).toEqual([
      { scanId: scan.scanId, outcome: 'refused', message: 'Ticket not found.' },
      { scanId: again.scanId, outcome: 'refused', message: 'Ticket not found.' },
      { scanId: scan.scanId, outcome: 'duplicate', message: 'Applied before: Ticket not found.' },
    ]);
    const [row] = await t.database.db.select().from(doorScans).where(eq(doorScans.scanId, scan.scanId));
    expect(row?.scannedAt.toISOString()).toBe('2026-03-01T14:14:05.123Z');
    expect((await upload(b, [again])).json()).toEqual([
      { scanId: again.scanId, outcome: 'duplicate', message: 'Applied before: Ticket not found.' },
    ]);
  });
});

describe('finding a purchase by its hash', () => {
  it('the database hashes a ticket id and a payment intent as node does, and finds only what matches', async () => {
    const db = t.database.db;
    const ticketItem = await addTicketItem(db, { capacity: 3, sold: 3 });
    const tickets = await addTickets(db, ticketItem, 3);
    const merchItem = await addMerchItem(db);
    const pi = `pi_${randomBytes(12).toString('hex')}`;
    await recordPaidItemOrders(db, [
      {
        id: pi,
        itemId: merchItem,
        email: 'shirt@example.com',
        quantity: 1,
        size: 'M',
        paymentIntentId: pi,
        amountCents: 2000,
      },
    ]);
    const key = randomBytes(32).toString('hex');
    const hash = serverDoorHasher(key);
    const found = await purchasesByHash(db, ticketItem, key, [hash(tickets[0]!), hash(tickets[2]!), '0'.repeat(32)]);
    expect(Object.fromEntries(found)).toEqual({
      [hash(tickets[0]!)]: { type: 'ticket', ticketId: tickets[0] },
      [hash(tickets[2]!)]: { type: 'ticket', ticketId: tickets[2] },
    });
    const merch = await purchasesByHash(db, merchItem, key, [hash(pi)]);
    expect(Object.fromEntries(merch)).toEqual({
      [hash(pi)]: { type: 'merch', stripePi: pi, email: 'shirt@example.com' },
    });
    // Another key's hash of the same ticket names nothing.
    const other = serverDoorHasher(randomBytes(32).toString('hex'));
    expect((await purchasesByHash(db, ticketItem, key, [other(tickets[0]!)])).size).toBe(0);
  });
});
