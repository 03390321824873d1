import { afterEach, describe, expect, it } from 'vitest';
import { doorHasher, type OfflineListResponse, type QueuedScan } from '@cp/contracts/tickets';
import { errorResponse, jsonResponse, serveApi, stubFetch } from '../../../test/serve-api';
import { vi } from 'vitest';
import { fetchOfflineList } from '../api/prepare-offline';
import { searchLists } from './door-decision';
import { admitFound, scanAtDoor, type DoorState } from './door-scan';
import { readLists, readQueue, saveList } from './door-store';
import { nextUpload, syncQueue } from './door-sync';
import type { QueuedDecision } from './door-store';

afterEach(() => vi.unstubAllGlobals());

const key = 'ab'.repeat(32);
const tickets = ['tkt_alpha_0001', 'tkt_bravo_0002', 'tkt_refund_003'];

/** The list as the server makes it (offline-list.ts): each ticket id only as its keyed hash. */
async function serverList(): Promise<OfflineListResponse> {
  const hash = await doorHasher(key);
  return {
    itemId: 'formal',
    itemName: 'Spring Formal',
    preparedAt: new Date().toISOString(),
    key,
    entries: await Promise.all(
      tickets.map(async (id, i) => ({
        hash: await hash(id),
        kind: 'ticket' as const,
        email: `buyer${i}@illinois.edu`,
        quantity: 1,
        admitted: false,
        refunded: id.includes('refund'),
      })),
    ),
  };
}

async function prepared(): Promise<DoorState> {
  const list = await serverList();
  serveApi({ 'GET /api/v1/tickets/formal/offline': () => jsonResponse(list) });
  await saveList(await fetchOfflineList('formal'));
  return { lists: await readLists(), queue: [], deviceId: 'door-test', online: false, format: (iso) => iso };
}

const refresh = async (door: DoorState): Promise<DoorState> => ({ ...door, queue: await readQueue() });

/** Every record the device keeps, as text. */
async function everythingStored(): Promise<string> {
  return JSON.stringify({ lists: await readLists(), queue: await readQueue() });
}

describe('the door device', () => {
  it('keeps no ticket id of the downloaded list in the clear', async () => {
    await prepared();
    const stored = await everythingStored();
    expect(stored).toContain('buyer0@illinois.edu');
    for (const id of tickets) expect(stored).not.toContain(id);
  });

  it('offline: admits once, refuses the second scan, a refunded ticket and an unknown one, and queues all four', async () => {
    let door = await prepared();
    const first = await scanAtDoor(door, { type: 'ticket', ticketId: tickets[0]! });
    expect(first).toMatchObject({
      ok: true,
      offline: true,
      result: { purchaserData: { email: 'buyer0@illinois.edu' } },
    });
    door = await refresh(door);
    const again = await scanAtDoor(door, { type: 'ticket', ticketId: tickets[0]! });
    expect(again).toMatchObject({ ok: false, offline: true });
    expect(again.ok || again.message).toMatch(
      /^Error 109 \(TicketNotValidError\): Ticket has already been redeemed: first admitted .* on this device\.$/,
    );
    const refunded = await scanAtDoor(await refresh(door), { type: 'ticket', ticketId: tickets[2]! });
    expect(refunded.ok || refunded.message).toBe(
      'Error 109 (TicketNotValidError): Ticket was refunded and is not valid.',
    );
    const unknown = await scanAtDoor(await refresh(door), { type: 'ticket', ticketId: 'tkt_forged' });
    expect(unknown.ok || unknown.message).toBe('Ticket is invalid.');
    const queue = await readQueue();
    expect(queue.map((q) => [q.decision, q.scan.deviceDecision, q.scan.deviceId])).toEqual([
      ['admitted', 'admitted', 'door-test'],
      ['refused', 'refused', 'door-test'],
      ['refused', 'refused', 'door-test'],
      ['refused', 'refused', 'door-test'],
    ]);
    expect(new Set(queue.map((q) => q.scan.scanId)).size).toBe(4);
  });

  it('decides from the list when the server does not answer, queued under the Idempotency-Key it sent', async () => {
    const door = { ...(await prepared()), online: true };
    const fetchMock = stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const outcome = await scanAtDoor(door, { type: 'ticket', ticketId: tickets[1]! });
    expect(outcome).toMatchObject({ ok: true, offline: true });
    const [, init] = fetchMock.mock.calls[0]!;
    const [queued] = await readQueue();
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toBe(queued!.scan.scanId);
  });

  it('online, shows the server’s refusal and queues nothing', async () => {
    const door = { ...(await prepared()), online: true };
    serveApi({
      'POST /api/v1/tickets/checkIn': () =>
        errorResponse(400, 'TicketNotValidError', 109, 'Ticket has already been redeemed.'),
    });
    const outcome = await scanAtDoor(door, { type: 'ticket', ticketId: tickets[1]! });
    expect(outcome).toEqual({
      ok: false,
      message: 'Error 109 (TicketNotValidError): Ticket has already been redeemed.',
    });
    expect(await readQueue()).toHaveLength(0);
  });

  it('admits a buyer found by search offline as the entry’s hash under the list key, without the ticket id', async () => {
    const door = await prepared();
    const [found] = searchLists(door.lists, 'BUYER1');
    expect(found!.entry.email).toBe('buyer1@illinois.edu');
    expect(await admitFound(door, found!)).toMatchObject({ ok: true, offline: true });
    const [queued] = await readQueue();
    expect(queued!.scan).toMatchObject({ type: 'entry', itemId: 'formal', key, hash: found!.entry.hash });
    expect(await everythingStored()).not.toContain(tickets[1]);
  });

  it('uploads the queue in order, drops what the server answered, and keeps it when unreachable', async () => {
    let door = await prepared();
    await scanAtDoor(door, { type: 'ticket', ticketId: tickets[0]! });
    door = await refresh(door);
    await scanAtDoor(door, { type: 'ticket', ticketId: tickets[1]! });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(syncQueue()).rejects.toThrow();
    expect(await readQueue()).toHaveLength(2);

    const calls = serveApi({
      'POST /api/v1/tickets/checkIn/batch': ({ body }) =>
        jsonResponse(
          (body as QueuedScan[]).map((s) => ({ scanId: s.scanId, outcome: 'admitted', message: 'Admitted.' })),
        ),
    });
    const queued = (await readQueue()).map((q) => q.scan.scanId);
    expect(await syncQueue()).toEqual({ uploaded: 2, disagreements: [] });
    expect((calls[0]!.body as QueuedScan[]).map((s) => s.scanId)).toEqual(queued);
    expect(await readQueue()).toHaveLength(0);
    // Uploaded admissions stay admitted on the list until the next refresh.
    const [list] = await readLists();
    expect(list!.entries.filter((e) => e.admitted)).toHaveLength(2);
  });

  it('files every scan under its list with the list’s time, an unknown code too, so the door log shows each', async () => {
    const door = await prepared();
    const [list] = door.lists;
    await scanAtDoor(door, { type: 'ticket', ticketId: tickets[0]! });
    await scanAtDoor(await refresh(door), { type: 'ticket', ticketId: 'tkt_forged' });
    const [found] = searchLists(door.lists, 'BUYER1');
    await admitFound(await refresh(door), found!);
    const queue = await readQueue();
    expect(queue.map((q) => [q.scan.itemId, q.scan.listPreparedAt])).toEqual([
      ['formal', list!.preparedAt],
      ['formal', list!.preparedAt],
      ['formal', list!.preparedAt],
    ]);
  });

  it('uploads the scans of one list key at a time, in the door’s order', () => {
    const entry = (n: number, listKey: string): QueuedDecision => ({
      decision: 'admitted',
      message: 'Admitted offline.',
      scan: {
        scanId: `s${n}`,
        deviceId: 'd',
        scannedAt: new Date().toISOString(),
        deviceDecision: 'admitted',
        type: 'entry',
        itemId: 'formal',
        key: listKey,
        hash: '0'.repeat(32),
      },
    });
    const ticket = (n: number): QueuedDecision => ({
      decision: 'refused',
      message: 'Ticket is invalid.',
      scan: {
        scanId: `s${n}`,
        deviceId: 'd',
        scannedAt: new Date().toISOString(),
        deviceDecision: 'refused',
        type: 'ticket',
        ticketId: 'x',
      },
    });
    const other = 'cd'.repeat(32);
    const queue = [entry(1, key), ticket(2), entry(3, key), entry(4, other), ticket(5)];
    expect(nextUpload(queue).map((q) => q.scan.scanId)).toEqual(['s1', 's2', 's3']);
    expect(nextUpload(queue.slice(3)).map((q) => q.scan.scanId)).toEqual(['s4', 's5']);
  });
});
