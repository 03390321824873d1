import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { formatUsd } from '@cp/contracts/money';
import { payerProblems, type PayerFields } from '@cp/contracts/local-payer';
import { errorMessage } from '../../../lib/api-client';
import { localLoadFailure } from '../../../features/payments/local-provider';
import { Field, Notice, usePaymentsOff, PaymentsOffNotice, usePageTitle } from '../../components';
import type { PublicPageProps } from '../../pages';
import { useLoad } from '../../use-load';
import { loadPaymentLink, payPaymentLink, paymentLinkKey } from './local-calls';
import { LoadingOrFailed, TestCheckoutFrame } from './test-checkout-frame';

/** /pay/{id} for a visitor without a session: a payment link's page, where the payer names themself and pays. */
export default function PayPage({ params }: PublicPageProps) {
  usePageTitle('Pay');
  const paymentsOff = usePaymentsOff();
  const id = params.id ?? '';
  const link = useLoad(paymentLinkKey(id), () => loadPaymentLink(id));
  // One attempt id per visit: a double click or a retry pays once.
  const [attemptId, setAttemptId] = useState(() => crypto.randomUUID());
  const [cancelled, setCancelled] = useState(false);
  const [payer, setPayer] = useState<PayerFields>({ name: '', email: '' });
  const [problems, setProblems] = useState<ReturnType<typeof payerProblems>>({});
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paidCents, setPaidCents] = useState<number | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const change = (field: keyof PayerFields, value: string) => {
    setPayer((current) => ({ ...current, [field]: value }));
    // As the portal's form: a field's message goes once it is edited.
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = payerProblems(payer);
    // Rendered at once, so that the first field in error is there to take the focus.
    flushSync(() => setProblems(found));
    if (found.name || found.email) {
      form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setPaying(true);
    setFailure(null);
    try {
      setPaidCents((await payPaymentLink(id, { ...payer, attemptId })).amountCents);
    } catch (error) {
      setFailure(errorMessage(error, 'The payment could not be made.'));
    } finally {
      setPaying(false);
      // Paid or deactivated meanwhile: the page then says the link is no longer active.
      link.reload();
    }
  };

  if (link.status !== 'ok') return <LoadingOrFailed title="Pay" load={link} texts={localLoadFailure.link} />;
  const { name, amountCents, active } = link.data;
  const summary = (
    <>
      <p className="cp-pay-name">{name}</p>
      <p className="cp-pay-amount">{formatUsd(amountCents)}</p>
    </>
  );
  if (paidCents !== null)
    return (
      <TestCheckoutFrame title="Payment received">
        {summary}
        <Notice tone="success" title={`Thank you! Your payment of ${formatUsd(paidCents)} was received.`} />
      </TestCheckoutFrame>
    );
  if (!active)
    return (
      <TestCheckoutFrame title="Pay">
        {summary}
        <Notice tone="info" title="This payment link is no longer active." />
      </TestCheckoutFrame>
    );
  if (paymentsOff)
    return (
      <TestCheckoutFrame title="Pay">
        {summary}
        <PaymentsOffNotice />
      </TestCheckoutFrame>
    );
  if (cancelled)
    return (
      <TestCheckoutFrame title="Pay">
        {summary}
        <p>Payment cancelled. Nothing was charged.</p>
        <div className="cp-actions">
          <button
            type="button"
            className="cp-button cp-button--subtle"
            onClick={() => {
              setAttemptId(crypto.randomUUID());
              setCancelled(false);
            }}
          >
            Start over
          </button>
        </div>
      </TestCheckoutFrame>
    );
  return (
    <TestCheckoutFrame title="Pay">
      {summary}
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-label="Payer details">
        <Field
          label="Your name"
          autoComplete="name"
          required
          value={payer.name}
          onChange={(event) => change('name', event.target.value)}
          error={problems.name}
        />
        <Field
          label="Your email"
          type="email"
          autoComplete="email"
          required
          value={payer.email}
          onChange={(event) => change('email', event.target.value)}
          error={problems.email}
        />
        {failure && <Notice tone="error" title={failure} />}
        <div className="cp-actions">
          <button
            type="button"
            className="cp-button cp-button--subtle"
            onClick={() => setCancelled(true)}
            disabled={paying}
          >
            Cancel
          </button>
          <button type="submit" className="cp-button" disabled={paying} aria-busy={paying}>
            Pay
          </button>
        </div>
      </form>
    </TestCheckoutFrame>
  );
}
