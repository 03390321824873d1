import { describe, expect, it } from 'vitest';
import { checkInFromQr } from './scan-payload';

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
