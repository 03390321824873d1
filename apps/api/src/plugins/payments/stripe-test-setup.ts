import { afterAll, beforeAll } from 'vitest';
import { auditingPurpose } from '../../test/payment-purposes';
import type { TestApp } from '../../test/harness';
import { createStripeTestApp } from '../../test/stripe-events';
import type { StripeStub } from '../../test/stripe-stub';
import type { PaymentCompleted } from './types';

/**
 * The app configured for Stripe against the local stub, for one test file: the purpose `test`
 * records each payment it is given and audits it as `stripe`, so a test sees what was applied.
 */
export function useStripeApp() {
  const state = { t: undefined as unknown as TestApp, stub: undefined as unknown as StripeStub };
  const applied: PaymentCompleted[] = [];
  let close = async () => {};
  beforeAll(async () => {
    const made = await createStripeTestApp();
    Object.assign(state, { t: made.t, stub: made.stub });
    close = made.close;
    made.t.app.paymentHandlers.register(
      'test',
      auditingPurpose('test payment', async (_tx, payment) => {
        applied.push(payment);
      }),
    );
  });
  afterAll(async () => close());
  const appliedFor = (sessionId: string) => applied.filter((p) => p.checkoutSessionId === sessionId);
  return { state, applied, appliedFor };
}
