import { describe, expect, it } from 'vitest';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { batchCheckInResponse, type BatchCheckInResponse, type QueuedScan } from '@cp/contracts/tickets';
import { planUpload, recordingRows, type UnnamedRun } from './upload-plan';

/** What the route's response schema makes of an answer, as the app serializes every other one. */
const serialize = serializerCompiler({ schema: batchCheckInResponse, method: 'POST', url: '/', httpStatus: '200' });

const entry = (n: number, hash = `${n}`.padStart(32, 'a')): QueuedScan => ({
  scanId: `scan "${n}" \u00e9\u2028`,
  deviceId: 'door <1>',
  scannedAt: new Date(Date.UTC(2026, 2, 1, 8, 14, n)).toISOString(),
  deviceDecision: 'admitted',
  listPreparedAt: '2026-03-01T08:00:00.000Z',
  type: 'entry',
  itemId: 'item-1',
  key: 'k'.repeat(64),
  hash,
});
const ticket: QueuedScan = {
  scanId: 'plain',
  deviceId: 'door <1>',
  scannedAt: '2026-03-01T08:20:00.000Z',
  deviceDecision: 'admitted',
  type: 'ticket',
  ticketId: 't-1',
};

describe('an upload planned on the upload worker (issue 40, finding 4)', () => {
  it("makes a run's answers as the response schema serializes them, and its rows in statements of 125", () => {
    const scans = [...Array.from({ length: 300 }, (_, n) => entry(n)), entry(7), ticket, entry(400)];
    const plan = planUpload(JSON.stringify(scans), []);
    expect(plan.scans).toBe(303);
    expect(plan.devices).toBe('door <1>');
    expect(plan.steps.map((step) => ('run' in step ? `run ${step.run.size}` : 'scan'))).toEqual([
      'run 301',
      'scan',
      'run 1',
    ]);
    const run = (plan.steps[0] as { run: UnnamedRun }).run;
    const expected: BatchCheckInResponse = [
      ...Array.from({ length: 300 }, (_, n) => ({
        scanId: `scan "${n}" \u00e9\u2028`,
        outcome: 'refused' as const,
        message: 'Ticket not found.',
      })),
      { scanId: 'scan "7" \u00e9\u2028', outcome: 'duplicate', message: 'Applied before: Ticket not found.' },
    ];
    // The text the route sends for the run is, byte for byte, what the schema's serializer made.
    expect(`[${run.answers}]`).toBe(serialize(expected));
    expect(run.duplicates).toBe(1);
    // Each id once, in statements of at most 125 rows, each row the refused scan's columns.
    const rows = run.recordings.map((text) => JSON.parse(text) as unknown[][]);
    expect(rows.map((chunk) => chunk.length)).toEqual([recordingRows, recordingRows, 300 - 2 * recordingRows]);
    expect(rows[0]![1]).toEqual([
      'scan "1" \u00e9\u2028',
      'item-1',
      'door <1>',
      '2026-03-01T08:14:01.000Z',
      'ticket',
      `entry:${'1'.padStart(32, 'a')}`,
      null,
    ]);
  });

  it('codes an entry the database found as the scan of its purchase, applied on its own', () => {
    const named = entry(1);
    const plan = planUpload(JSON.stringify([named, entry(2)]), [
      [`item-1:${'k'.repeat(64)}`, `1`.padStart(32, 'a'), { type: 'merch', stripePi: 'pi_1', email: 'a@b.c' }],
    ]);
    expect(plan.steps[0]).toEqual({
      scan: JSON.stringify({
        scanId: named.scanId,
        deviceId: named.deviceId,
        scannedAt: named.scannedAt,
        itemId: 'item-1',
        deviceDecision: 'admitted',
        type: 'merch',
        stripePi: 'pi_1',
        email: 'a@b.c',
        listPreparedAt: '2026-03-01T08:00:00.000Z',
      }),
    });
    expect('run' in plan.steps[1]! && plan.steps[1].run.size).toBe(1);
  });
});
