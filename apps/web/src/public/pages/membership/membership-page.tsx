import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import {
  membershipCheckoutPath,
  membershipFeePath,
  membershipTexts,
  readNetId,
} from '../../../features/memberships/membership-payment';
import { visitorClientConfig } from '../../client-config';
import { Field, Notice, paymentsOff, PaymentsOffNotice, usePageTitle } from '../../components';
import { loadEarly, useLoad } from '../../use-load';
import './membership.css';

const feeKey = 'membership-fee';
const loadFee = () => apiRequest<{ amountCents: number }>(membershipFeePath);

/** Asks for the fee while React starts (main.tsx). */
export function prefetchMembershipFee(): void {
  loadEarly(feeKey, loadFee);
}

type Checkout = { status: 'idle' } | { status: 'starting' } | { status: 'failed'; error: unknown };

/**
 * /membership for a visitor without a session: the fee, their NetID, and off to the hosted
 * checkout, which comes back here with `?paid=<netId>`. Signed-in people get the portal's page.
 */
export default function MembershipPage() {
  usePageTitle(membershipTexts.title);
  const { emailDomain } = visitorClientConfig();
  const paid = new URLSearchParams(window.location.search).get('paid');
  const fee = useLoad(feeKey, loadFee);
  const amountCents = fee.data?.amountCents;
  const [typed, setTyped] = useState('');
  const { netId, problem } = readNetId(typed);
  const [checkout, setCheckout] = useState<Checkout>({ status: 'idle' });
  // Back from the checkout, the browser may show this page as it was left (busy): make it usable again.
  useEffect(() => {
    const restored = (event: PageTransitionEvent) => event.persisted && setCheckout({ status: 'idle' });
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!netId || problem || amountCents === undefined) return;
    setCheckout({ status: 'starting' });
    try {
      const { url } = await apiRequest<{ url: string }>(membershipCheckoutPath, { method: 'POST', body: { netId } });
      // Stays 'starting' (the button busy) until the checkout's page replaces this one.
      window.location.assign(url);
    } catch (error) {
      setCheckout({ status: 'failed', error });
    }
  };

  return (
    <section className="cp-card cp-membership" aria-labelledby="membership-title">
      <h1 id="membership-title">{membershipTexts.title}</h1>
      {paid && (
        <Notice tone="success" title={membershipTexts.paidTitle}>
          {membershipTexts.paid(paid, emailDomain)}
        </Notice>
      )}
      <p aria-busy={fee.status === 'pending'}>{membershipTexts.fee(amountCents)}</p>
      {fee.status === 'error' && (
        <Notice tone="error" title={membershipTexts.feeFailedTitle}>
          <p>{errorMessage(fee.error, membershipTexts.feeFailed)}</p>
          <button type="button" className="cp-button cp-button--subtle" onClick={fee.reload}>
            Try again
          </button>
        </Notice>
      )}
      {checkout.status === 'failed' && (
        <Notice tone="error" title={membershipTexts.checkoutFailedTitle}>
          {errorMessage(checkout.error, membershipTexts.checkoutFailed)}
        </Notice>
      )}
      {paymentsOff() ? (
        <PaymentsOffNotice />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Field
            label="NetID"
            description={membershipTexts.netIdDescription(emailDomain)}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            error={problem}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
          />
          <button
            type="submit"
            className="cp-button cp-button--block"
            disabled={!netId || Boolean(problem) || amountCents === undefined || checkout.status === 'starting'}
            aria-busy={checkout.status === 'starting'}
          >
            {membershipTexts.pay(amountCents)}
          </button>
        </form>
      )}
    </section>
  );
}
