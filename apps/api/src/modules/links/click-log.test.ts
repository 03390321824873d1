import { describe, expect, it } from 'vitest';
import { ClickLog, type RawClick } from './click-log';

const click = (linkId: number): RawClick => ({
  linkId,
  at: 0,
  referrer: undefined,
  userAgent: undefined,
  address: '192.0.2.1',
  qr: false,
});

describe('ClickLog', () => {
  it('writes what it recorded and keeps a failed batch for the next flush', async () => {
    const written: number[][] = [];
    let fail = true;
    const log = new ClickLog(async (clicks) => {
      if (fail) throw new Error('database down');
      written.push(clicks.map((c) => c.linkId));
    });
    log.record(click(1));
    log.record(click(2));
    await expect(log.flush()).rejects.toThrow('database down');
    log.record(click(3));
    expect(log.unwritten).toBe(3);
    fail = false;
    await log.flush();
    expect(written).toEqual([[1, 2, 3]]);
    expect(log.unwritten).toBe(0);
  });

  it('leaves clicks past its limit out and says how many', () => {
    const log = new ClickLog(async () => undefined, 2);
    for (const id of [1, 2, 3, 4]) log.record(click(id));
    expect(log.unwritten).toBe(2);
    expect(log.dropped).toBe(2);
  });
});
