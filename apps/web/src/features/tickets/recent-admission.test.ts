import { describe, expect, it } from 'vitest';
import type { CheckInResponse } from '@cp/contracts/tickets';
import { createRecentAdmission, repeatReadWindowMs } from './recent-admission';

const admitted: CheckInResponse = {
  valid: true,
  type: 'ticket',
  ticketId: 't-1',
  purchaserData: { email: 'fan@example.com', productId: 'gala', quantity: 1 },
};

describe('createRecentAdmission', () => {
  it('answers a read of the code it just admitted, within the window only', () => {
    let clock = 1_000;
    const recent = createRecentAdmission(() => clock);
    recent.remember({ type: 'ticket', ticketId: 't-1' }, admitted);
    clock += repeatReadWindowMs - 1;
    expect(recent.repeatOf({ type: 'ticket', ticketId: 't-1' })).toBe(admitted);
    expect(recent.repeatOf({ type: 'ticket', ticketId: 't-2' })).toBeNull();
    clock += 2;
    expect(recent.repeatOf({ type: 'ticket', ticketId: 't-1' })).toBeNull();
  });

  it('renews the window when the result is closed, and matches a merch email in any case', () => {
    let clock = 0;
    const recent = createRecentAdmission(() => clock);
    const merch = { type: 'merch' as const, email: 'Fan@Example.com', stripePi: 'pi_1' };
    recent.remember(merch, { ...admitted, type: 'merch' });
    clock += repeatReadWindowMs - 5;
    recent.renew();
    clock += repeatReadWindowMs - 5;
    expect(recent.repeatOf({ ...merch, email: 'fan@example.com' })).not.toBeNull();
  });
});
