import { useState } from 'react';
import { formatUsd } from '@cp/contracts/money';
import { errorMessage } from '../../../lib/api-client';
import { localLoadFailure } from '../../../features/payments/local-provider';
import { Notice, usePaymentsOff, PaymentsOffNotice, usePageTitle } from '../../components';
import type { PublicPageProps } from '../../pages';
import { useLoad } from '../../use-load';
import { checkoutKey, finishCheckout, loadCheckout } from './local-calls';
import { LoadingOrFailed, TestCheckoutFrame } from './test-checkout-frame';

type Action = 'pay' | 'cancel';

/** /checkout/{id} for a visitor without a session: the local provider's hosted checkout. */
export default function CheckoutPage({ params }: PublicPageProps) {
  usePageTitle('Checkout');
  const paymentsOff = usePaymentsOff();
  const id = params.id ?? '';
  const checkout = useLoad(checkoutKey(id), () => loadCheckout(id));
  // Stays set after a success: the buttons stay off until the next page has loaded.
  const [finishing, setFinishing] = useState<Action | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const act = async (action: Action) => {
    setFinishing(action);
    setFailure(null);
    try {
      const { redirectTo } = await finishCheckout(id, action);
      window.location.assign(redirectTo);
    } catch (error) {
      setFailure(errorMessage(error, 'The checkout could not be finished.'));
      setFinishing(null);
      // Paid or cancelled meanwhile (another tab): the page then says so.
      checkout.reload();
    }
  };

  if (checkout.status !== 'ok')
    return <LoadingOrFailed title="Checkout" load={checkout} texts={localLoadFailure.checkout} />;
  const { lineItems, amountTotalCents, customerEmail, status } = checkout.data;
  return (
    <TestCheckoutFrame title="Checkout">
      <table className="cp-table">
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="cp-number">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {lineItems.map((item, index) => (
            <tr key={index}>
              <td>{item.name}</td>
              <td>{item.quantity}</td>
              <td className="cp-number">{formatUsd(item.unitAmountCents * item.quantity)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="cp-checkout-total">Total {formatUsd(amountTotalCents)}</p>
      {customerEmail && <p className="cp-muted">Receipt to {customerEmail}</p>}
      {status === 'paid' && <Notice tone="success" title="This checkout is paid." />}
      {status === 'cancelled' && <Notice tone="info" title="This checkout was cancelled." />}
      {status === 'expired' && <Notice tone="info" title="This checkout has expired. Start a new checkout to buy." />}
      {status === 'open' && paymentsOff && <PaymentsOffNotice />}
      {failure && <Notice tone="error" title={failure} />}
      {status === 'open' && !paymentsOff && (
        <div className="cp-actions">
          <button
            type="button"
            className="cp-button cp-button--subtle"
            onClick={() => void act('cancel')}
            disabled={finishing !== null}
          >
            Cancel
          </button>
          <button
            type="button"
            className="cp-button"
            onClick={() => void act('pay')}
            disabled={finishing !== null}
            aria-busy={finishing === 'pay'}
          >
            Pay
          </button>
        </div>
      )}
    </TestCheckoutFrame>
  );
}
