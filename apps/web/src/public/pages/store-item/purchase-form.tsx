import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { StoreItem } from '@cp/contracts/tickets';
import {
  emptyPurchaseFields,
  purchaseFieldErrors,
  storeCheckoutApiPath,
  storeItemTexts as texts,
  toStoreCheckoutRequest,
  type PurchaseFields,
} from '../../../features/tickets/store-item';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { browser } from '../../../lib/browser';
import { Field, Notice } from '../../components';
import { digitsOnly } from './digits';

type Errors = Partial<Record<keyof PurchaseFields, string>>;

/**
 * The single-item purchase: size, quantity, email and NetID, then the checkout. What the server
 * would refuse is said first, next to its field; a refusal keeps everything typed.
 */
export function PurchaseForm({ item, soldOut }: { item: StoreItem; soldOut: boolean }) {
  const [fields, setFields] = useState(emptyPurchaseFields);
  const [errors, setErrors] = useState<Errors>({});
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  // After a refused submit, the first field to fix has the focus (and its message is read out).
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const change = (name: keyof PurchaseFields, value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = purchaseFieldErrors(fields, item);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempt((value) => value + 1);
    setBusy(true);
    setFailure(null);
    try {
      const { checkoutUrl } = await apiRequest<{ checkoutUrl: string }>(storeCheckoutApiPath(item.itemId), {
        method: 'POST',
        body: toStoreCheckoutRequest(fields),
      });
      // Busy until the checkout's page replaces this one.
      browser.assign(checkoutUrl);
    } catch (error) {
      setFailure(errorMessage(error, texts.checkoutFailed));
      setBusy(false);
    }
  };

  return (
    <form ref={form} className="cp-store-buy" aria-label="Buy" noValidate onSubmit={submit}>
      {failure && (
        <Notice tone="error" title={texts.checkoutFailedTitle}>
          {failure}
        </Notice>
      )}
      {item.sizes.length > 0 && (
        <SizeField sizes={item.sizes} value={fields.size} error={errors.size} onChange={(v) => change('size', v)} />
      )}
      <Field
        label="Quantity"
        description={texts.quantityDescription}
        required
        inputMode="numeric"
        autoComplete="off"
        value={fields.quantity}
        onChange={(event) => change('quantity', digitsOnly(event.target.value))}
        error={errors.quantity}
      />
      <Field
        label="Email"
        type="email"
        required
        autoComplete="email"
        value={fields.email}
        onChange={(event) => change('email', event.target.value)}
        error={errors.email}
      />
      <Field
        label="NetID (optional)"
        description={texts.netIdDescription}
        autoComplete="off"
        value={fields.netId}
        onChange={(event) => change('netId', event.target.value)}
        error={errors.netId}
      />
      <button type="submit" className="cp-button" disabled={soldOut || busy} aria-busy={busy || undefined}>
        Buy
      </button>
    </form>
  );
}

interface SizeFieldProps {
  sizes: string[];
  value: string;
  error: string | undefined;
  onChange: (size: string) => void;
}

/** The item's sizes; none chosen at first, and once one is, no way back to none (as the portal's). */
function SizeField({ sizes, value, error, onChange }: SizeFieldProps) {
  const id = useId();
  return (
    <div className="cp-field">
      <label htmlFor={id}>Size</label>
      <select
        id={id}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled hidden />
        {sizes.map((size) => (
          <option key={size}>{size}</option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="cp-field-error">
          {error}
        </div>
      )}
    </div>
  );
}
