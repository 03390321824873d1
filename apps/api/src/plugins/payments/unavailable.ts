import { paymentsNotSetUpMessage } from '@cp/contracts/payments';
import { AppError } from '../../lib/app-error';
import type { Payments } from './types';

/** 503 'Payments are not set up on this portal.': what every way to pay answers when payments are off. */
export const paymentsNotSetUp = () => new AppError('ServiceUnavailableError', paymentsNotSetUpMessage);

/**
 * A production portal without Stripe and without ENABLE_LOCAL_CHECKOUT_IN_PRODUCTION (decision
 * 0036): nothing can be paid, so nothing can be bought. Checkouts ask `assertPaymentsAvailable`
 * before they hold anything; these methods refuse too, for any caller that did not ask.
 */
export class UnavailablePayments implements Payments {
  readonly kind = 'off' as const;

  createCheckoutSession(): Promise<never> {
    return Promise.reject(paymentsNotSetUp());
  }

  createPaymentLink(): Promise<never> {
    return Promise.reject(paymentsNotSetUp());
  }

  deactivatePaymentLink(): Promise<never> {
    return Promise.reject(paymentsNotSetUp());
  }

  refund(): Promise<never> {
    return Promise.reject(paymentsNotSetUp());
  }
}

/** Refuses (503) before a checkout, payment link or membership payment holds or writes anything. */
export function assertPaymentsAvailable(payments: Pick<Payments, 'kind'>): void {
  if (payments.kind === 'off') throw paymentsNotSetUp();
}
