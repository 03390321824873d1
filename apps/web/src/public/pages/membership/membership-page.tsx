import { useEffect, useState, type FormEvent } from 'react';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import {
  membershipCheckoutPath,
  membershipFeePath,
  membershipTexts,
  readNetId,
} from '../../../features/memberships/membership-payment';
import { usePageClientConfig, usePageSearch, useViewer } from '../../page-context';
import { config } from '../../../config';
import { Field, Notice, usePaymentsOff, PaymentsOffNotice, usePageTitle } from '../../components';
import { loadEarly, useLoad } from '../../use-load';
import './membership.css';

const feeKey = 'membership-fee';
const loadFee = () => apiRequest<{ amountCents: number }>(membershipFeePath);

/** Asks for the fee while React starts (main.tsx). */
export function prefetchMembershipFee(): void {
  loadEarly(feeKey, loadFee);
}

type Checkout = { status: 'idle' } | { status: 'starting' } | { status: 'failed'; error: unknown };

/** 'Sep 2, 2026', in the chapter's time zone (the portal's formatDate, without its date library). */
const formatDay = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: config.timeZone,
  }).format(new Date(iso));

/**
 * /membership: the fee, a NetID, and off to the hosted checkout, which comes back here with
 * `?paid=<netId>`. Signed in (inside the portal's frame, decision 0065) the NetID is the
 * person's own, filled in, and a paid member is told so and asked for nothing.
 */
export default function MembershipPage() {
  usePageTitle(membershipTexts.title);
  const paymentsOff = usePaymentsOff();
  const { emailDomain } = usePageClientConfig();
  const paid = usePageSearch().get('paid');
  const mine = useViewer()?.membership;
  const fee = useLoad(feeKey, loadFee);
  const amountCents = fee.data?.amountCents;
  const [typed, setTyped] = useState('');
  // The signed-in person's own NetID, filled in once it is known (and never over what they typed).
  const ownNetId = mine?.netId;
  useEffect(() => {
    if (ownNetId) setTyped((value) => value || ownNetId);
  }, [ownNetId]);
  const paidSince = mine?.paidSince;
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
      <h1 id="membership-title">{paidSince ? 'Your Membership' : membershipTexts.title}</h1>
      {paid && (
        <Notice tone="success" title={membershipTexts.paidTitle}>
          {membershipTexts.paid(paid, emailDomain)}
        </Notice>
      )}
      {paidSince && !paid && (
        <Notice tone="success" title="You are a paid member">
          Your NetID, {mine?.netId}, has been a paid member since {formatDay(paidSince)}. Membership does not expire:
          there is nothing to pay.
        </Notice>
      )}
      {!paidSince && <p aria-busy={fee.status === 'pending'}>{membershipTexts.fee(amountCents)}</p>}
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
      {paidSince ? null : paymentsOff ? (
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
