import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { visitorPages } from '../../pages';
import { VisitorApp } from '../../visitor-app';

const checkoutId = `cs_local_${'a'.repeat(24)}`;
const linkId = `plink_local_${'b'.repeat(24)}`;
const checkoutPath = `/api/v1/payments/local/checkouts/${checkoutId}`;
const linkPath = `/api/v1/payments/local/links/${linkId}`;

const openCheckout = () => ({
  id: checkoutId,
  status: 'open',
  lineItems: [
    { name: 'Ticket', unitAmountCents: 1500, quantity: 2 },
    { name: 'Hoodie (Red M)', unitAmountCents: 250000, quantity: 1 },
  ],
  amountTotalCents: 253000,
  customerEmail: 'buyer@example.com',
});

function showPage(name: 'checkout' | 'pay', id: string) {
  const page = visitorPages[name]!;
  // As main.tsx does: the first call starts before React renders.
  page.prefetch?.({ id });
  return render(<VisitorApp page={page} params={{ id }} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the light checkout page', () => {
  it('shows what is paid and that it is a test, and goes where Pay says', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const calls = serveApi({
      [`GET ${checkoutPath}`]: () => jsonResponse(openCheckout()),
      [`POST ${checkoutPath}/pay`]: () => jsonResponse({ redirectTo: '/store/orders/ord_1?paid=1' }),
    });
    showPage('checkout', checkoutId);
    expect(screen.getByRole('status', { name: 'Loading checkout' })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQuantityAmount',
      'Ticket2$30.00',
      'Hoodie (Red M)1$2,500.00',
    ]);
    expect(screen.getByText('Total $2,530.00')).toBeInTheDocument();
    expect(screen.getByText('Receipt to buyer@example.com')).toBeInTheDocument();
    expect(screen.getByText(/This is a test checkout/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Checkout' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/store/orders/ord_1?paid=1'));
    // Until the next page loads, neither button can be pressed again.
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // The prefetched call is the page's: asked once.
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET ${checkoutPath}`,
      `POST ${checkoutPath}/pay`,
    ]);
  });

  it("shows the server's refusal and what the checkout has become", async () => {
    let status = 'open';
    serveApi({
      [`GET ${checkoutPath}`]: () => jsonResponse({ ...openCheckout(), status }),
      [`POST ${checkoutPath}/cancel`]: () => {
        status = 'paid';
        return errorResponse(409, 'ConflictError', 109, 'This checkout is already paid.');
      },
    });
    showPage('checkout', checkoutId);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout is already paid.');
    expect(await screen.findByText('This checkout is paid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
  });

  it('tells a checkout that does not exist from one that failed to load', async () => {
    serveApi({ [`GET ${checkoutPath}`]: () => errorResponse(404, 'NotFoundError', 103, 'Checkout not found.') });
    const view = showPage('checkout', checkoutId);
    expect(await screen.findByRole('alert')).toHaveTextContent('This checkout does not exist.');
    view.unmount();

    serveApi({ [`GET ${checkoutPath}`]: () => errorResponse(500, 'InternalError', 100, 'Boom.') });
    showPage('checkout', checkoutId);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load this checkout.');
  });
});

describe('the light payment link page', () => {
  it('checks the payer, keeps what was typed through a failure, pays once per visit and says so', async () => {
    let payAnswers = [errorResponse(503, 'ServiceUnavailable', 120, 'The payment service is busy.')];
    const calls = serveApi({
      [`GET ${linkPath}`]: () => jsonResponse({ id: linkId, name: 'Invoice INV-1', amountCents: 1234, active: true }),
      [`POST ${linkPath}/pay`]: () => payAnswers.shift() ?? jsonResponse({ paid: true, amountCents: 1234 }),
    });
    showPage('pay', linkId);
    expect(await screen.findByText('Invoice INV-1')).toBeInTheDocument();
    expect(screen.getByText('$12.34')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const name = screen.getByRole('textbox', { name: 'Your name' });
    const email = screen.getByRole('textbox', { name: 'Your email' });
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(email).toHaveAccessibleDescription('Invalid email');
    expect(name).toHaveFocus();
    await userEvent.type(name, 'Pat');
    expect(name).not.toHaveAccessibleDescription('Name is required');
    await userEvent.type(email, 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The payment service is busy.');
    expect(name).toHaveValue('Pat');
    expect(email).toHaveValue('pat@example.com');

    payAnswers = [];
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Thank you! Your payment of $12.34 was received.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment received' })).toBeInTheDocument();
    const payments = calls.filter((call) => call.method === 'POST').map((call) => call.body as Record<string, string>);
    expect(payments).toHaveLength(2);
    expect(payments[1]).toMatchObject({ name: 'Pat', email: 'pat@example.com' });
    // The retry is the same attempt, so the server pays it once.
    expect(payments[1]!.attemptId).toBe(payments[0]!.attemptId);
  });

  it('cancels without charging and starts over as a new attempt', async () => {
    const calls = serveApi({
      [`GET ${linkPath}`]: () => jsonResponse({ id: linkId, name: 'Invoice INV-2', amountCents: 500, active: true }),
      [`POST ${linkPath}/pay`]: () => jsonResponse({ paid: true, amountCents: 500 }),
    });
    showPage('pay', linkId);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Your name' }), 'Pat');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Payment cancelled. Nothing was charged.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start over' }));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Pat');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('offers no payment on an inactive link, and says when a link does not exist', async () => {
    serveApi({
      [`GET ${linkPath}`]: () => jsonResponse({ id: linkId, name: 'Invoice INV-3', amountCents: 500, active: false }),
    });
    const view = showPage('pay', linkId);
    expect(await screen.findByText('This payment link is no longer active.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).toBeNull();
    view.unmount();

    serveApi({ [`GET ${linkPath}`]: () => errorResponse(404, 'NotFoundError', 103, 'Link not found.') });
    showPage('pay', linkId);
    expect(await screen.findByRole('alert')).toHaveTextContent('This payment link does not exist.');
  });
});
