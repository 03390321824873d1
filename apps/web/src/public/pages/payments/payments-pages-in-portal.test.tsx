import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signedInUser } from '../../../test/render';
import { renderInPortal } from '../../../test/render-in-portal';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import CheckoutPage from './checkout-page';
import PayPage from './pay-page';

const checkoutId = `cs_local_${'a'.repeat(24)}`;
const linkId = `plink_local_${'b'.repeat(24)}`;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the local checkout page in the portal (signed in)', () => {
  it('shows what is paid, says it is a test, and goes where Pay says', { timeout: 30_000 }, async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = serveApi({
      [`GET /api/v1/payments/local/checkouts/${checkoutId}`]: () =>
        jsonResponse({
          id: checkoutId,
          status: 'open',
          lineItems: [{ name: 'Ticket', unitAmountCents: 1500, quantity: 2 }],
          amountTotalCents: 3000,
          customerEmail: 'buyer@example.com',
        }),
      [`POST /api/v1/payments/local/checkouts/${checkoutId}/pay`]: () => jsonResponse({ redirectTo: '/done' }),
    });
    renderInPortal(CheckoutPage, { auth: signedInUser(), path: `/checkout/${checkoutId}`, pattern: '/checkout/:id' });
    expect(await screen.findByText('Ticket')).toBeInTheDocument();
    expect(screen.getByText('Total $30.00')).toBeInTheDocument();
    expect(screen.getByText(/This is a test checkout/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/done'));
    expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/pay'))).toBe(true);
  });

  it('says when a checkout does not exist', async () => {
    serveApi({
      [`GET /api/v1/payments/local/checkouts/${checkoutId}`]: () =>
        errorResponse(404, 'NotFoundError', 103, 'Checkout not found.'),
    });
    renderInPortal(CheckoutPage, { auth: signedInUser(), path: `/checkout/${checkoutId}`, pattern: '/checkout/:id' });
    expect(await screen.findByText('This checkout does not exist.')).toBeInTheDocument();
  });
});

describe('the local payment link page in the portal (signed in)', () => {
  it('asks the payer, pays once and says so; an inactive link cannot be paid', { timeout: 30_000 }, async () => {
    let active = true;
    const calls = serveApi({
      [`GET /api/v1/payments/local/links/${linkId}`]: () =>
        jsonResponse({ id: linkId, name: 'Invoice INV-1', amountCents: 1234, active }),
      [`POST /api/v1/payments/local/links/${linkId}/pay`]: () => jsonResponse({ paid: true, amountCents: 1234 }),
    });
    const view = renderInPortal(PayPage, { auth: signedInUser(), path: `/pay/${linkId}`, pattern: '/pay/:id' });
    expect(await screen.findByText('Invoice INV-1')).toBeInTheDocument();
    expect(screen.getByText('$12.34')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Your name/), 'Pat');
    await userEvent.type(screen.getByLabelText(/Your email/), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Thank you! Your payment of $12.34 was received.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Pat', email: 'pat@example.com' });
    view.unmount();

    active = false;
    renderInPortal(PayPage, { auth: signedInUser(), path: `/pay/${linkId}`, pattern: '/pay/:id' });
    expect(await screen.findByText('This payment link is no longer active.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });
});
