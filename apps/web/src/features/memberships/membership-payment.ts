import { isValidNetId } from '@cp/contracts';
import { formatCents } from '../../lib/money';

// Paying the membership fee, as the portal's /membership page and the light page for visitors
// (decision 0032) both show it: its calls, its NetID check and its words, without Mantine or zod.

/** GET: `{ amountCents }`, the fee. */
export const membershipFeePath = '/api/v1/membership/fee';
/** POST `{ netId }`: `{ url }`, the hosted checkout to go to (409 when the NetID has paid). */
export const membershipCheckoutPath = '/api/v1/membership/checkout';

/** What was typed as the server stores it, and what is wrong with it (null when nothing is). */
export function readNetId(typed: string): { netId: string; problem: string | null } {
  const netId = typed.trim().toLowerCase();
  return { netId, problem: netId && !isValidNetId(netId) ? 'Please enter a valid NetID.' : null };
}

export const membershipTexts = {
  title: 'Become a Member',
  fee: (amountCents: number | undefined) =>
    `Membership costs ${amountCents === undefined ? '…' : formatCents(amountCents)}. Enter your NetID and pay by card; the confirmation goes to your university email.`,
  netIdDescription: (emailDomain: string) => `Your NetID, the part of your email before @${emailDomain}.`,
  pay: (amountCents: number | undefined) => (amountCents === undefined ? 'Pay' : `Pay ${formatCents(amountCents)}`),
  paidTitle: 'Thank you!',
  paid: (netId: string, emailDomain: string) =>
    `${netId} is now a paid member. A confirmation email is on its way to ${netId}@${emailDomain}.`,
  checkoutFailedTitle: 'Could not start the payment',
  checkoutFailed: 'Please try again or contact support.',
  feeFailedTitle: 'Could not load the membership fee',
  feeFailed: 'Please try again in a moment.',
};
