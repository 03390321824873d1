import { describe, expect, it } from 'vitest';
import { checkInFromQr, createDebounce, defaultCameraId } from './scan-payload';

describe('QR payloads', () => {
  it('camel-cases the keys of a ticket or merch payload', () => {
    expect(checkInFromQr('{"type":"ticket","ticket_id":"abc"}')).toEqual({ type: 'ticket', ticketId: 'abc' });
    expect(checkInFromQr('{"type":"merch","stripe_pi":"pi_1","email":"a@b.c"}')).toEqual({
      type: 'merch',
      stripePi: 'pi_1',
      email: 'a@b.c',
    });
  });
  it('refuses what is not JSON or not a ticket or merch', () => {
    for (const text of [
      'hello',
      '[]',
      'null',
      '{"type":"other","ticket_id":"x"}',
      '{"type":"ticket"}',
      '{"type":"merch","stripe_pi":"x"}',
    ])
      expect(checkInFromQr(text), text).toBeNull();
  });
});

describe('scanner helpers', () => {
  it('picks the rear camera when one is labelled so, else the first', () => {
    expect(
      defaultCameraId([
        { id: '1', label: 'Front Camera' },
        { id: '2', label: 'Back Camera' },
      ]),
    ).toBe('2');
    expect(defaultCameraId([{ id: '1', label: 'fake_device_0' }])).toBe('1');
    expect(defaultCameraId([])).toBeNull();
  });
  it('debounces results for 2 seconds', () => {
    let now = 0;
    const accept = createDebounce(2000, () => now);
    expect(accept()).toBe(true);
    now = 1999;
    expect(accept()).toBe(false);
    now = 2000;
    expect(accept()).toBe(true);
  });
});
