import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { CheckoutResponse } from '@cp/contracts/store';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import type { StoredCartLine } from '../../../lib/store-cart';
import {
  checkoutAttempts,
  checkoutProblems,
  emptyCheckoutValues,
  promoCodeRefusal,
  toCheckoutRequest,
  type CheckoutProblems,
  type CheckoutValues,
} from '../../../lib/store-checkout';
import { buyerTexts, type StoreBuyer } from '../../../lib/store-buyer';
import { Field, Notice } from '../../components';

/**
 * Who pays, then the whole cart in one checkout. A refusal (a line sold out, a bad code) is shown
 * in the server's words and nothing is lost: the cart stays saved and the form keeps what was typed.
 */
interface CheckoutFormProps {
  lines: readonly StoredCartLine[];
  /** Signed in, the account's email and NetID are filled in; the NetID is the account's, not typed. */
  buyer: StoreBuyer;
  disabled: boolean;
}

export function CheckoutForm({ lines, buyer, disabled }: CheckoutFormProps) {
  const [values, setValues] = useState<CheckoutValues>({
    ...emptyCheckoutValues,
    email: buyer.email,
    netId: buyer.netId,
  });
  const [problems, setProblems] = useState<CheckoutProblems>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [sending, setSending] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // One Idempotency-Key per attempt, kept while Pay sends the same request again (decision 0066).
  const [keyOf] = useState(checkoutAttempts);
  // After a refused submit, the first field to fix takes the focus (its error is read with it).
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);

  const change = (field: keyof CheckoutValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkoutProblems(values, lines);
    setProblems(found);
    setAttempts((count) => count + 1);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const body = toCheckoutRequest(values, lines);
      const { checkoutUrl } = await apiRequest<CheckoutResponse>('/api/v1/store/checkout', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': keyOf(body) },
      });
      // Still sending until the payment page replaces this one.
      browser.assign(checkoutUrl);
    } catch (error) {
      const promoCode = promoCodeRefusal(error);
      // A refused code is told at its field, which takes the focus as any refused field does.
      if (promoCode) {
        setProblems({ promoCode });
        setAttempts((count) => count + 1);
      } else setFailure(error);
      setSending(false);
    }
  };
  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Checkout" className="cp-store-checkout">
      {failure !== null && (
        <Notice tone="error" title="Could not start the checkout">
          {errorMessage(failure, 'Please try again.')}
        </Notice>
      )}
      {problems.items && (
        <div className="cp-notice cp-notice--error" role="alert">
          {problems.items}
        </div>
      )}
      <Field
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={values.email}
        onChange={change('email')}
        error={problems.email}
      />
      {buyer.signedIn ? (
        buyer.netId && (
          <Field
            label="NetID"
            description={buyerTexts.accountNetId}
            readOnly
            value={values.netId}
            error={problems.netId}
          />
        )
      ) : (
        <Field
          label="NetID (optional)"
          description={buyerTexts.visitorNetId}
          autoComplete="off"
          value={values.netId}
          onChange={change('netId')}
          error={problems.netId}
        />
      )}
      <Field
        label="Promo code (optional)"
        autoComplete="off"
        value={values.promoCode}
        onChange={change('promoCode')}
        error={problems.promoCode}
      />
      <button type="submit" className="cp-button cp-button--block" disabled={disabled || sending} aria-busy={sending}>
        Pay
      </button>
    </form>
  );
}
