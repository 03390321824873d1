import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@cp/contracts/store';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import OrderPage from './order-page';

afterEach(() => vi.unstubAllGlobals());

const orderId = `ord_${'b'.repeat(32)}`;
const order: Order = {
  orderId,
  email: 'fan@example.com',
  netId: null,
  status: 'paid',
  promoCode: null,
  subtotalCents: 2000,
  discountCents: 0,
  totalCents: 2000,
  createdAt: 1_900_000_000,
  paidAt: 1_900_000_100,
  refund: null,
  lines: [],
};

describe('the order page', () => {
  it('refunds only after a reason and a confirmation, sending whether to restock, and shows a refusal in its words', async () => {
    const user = userEvent.setup();
    let refunds = 0;
    const calls = serveApi({
      [`GET /api/v1/store/admin/order/${orderId}`]: () => jsonResponse(order),
      [`POST /api/v1/store/admin/orders/${orderId}/refund`]: () =>
        ++refunds === 1
          ? errorResponse(409, 'ConflictError', 409, 'This order has already been refunded.')
          : jsonResponse({}),
    });
    renderWithProviders(null, {
      auth: signedInUser(['TICKETS_MANAGER']),
      path: `/tickets/orders/${orderId}`,
      routes: [{ path: '/tickets/orders/:orderId', element: <OrderPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('A reason is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Event cancelled');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Put the items back on sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This order has already been refunded.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { reason: 'Event cancelled', restock: false },
    ]);
  }, 30_000);

  it('offers no refund to a scanner', async () => {
    serveApi({ [`GET /api/v1/store/admin/order/${orderId}`]: () => jsonResponse(order) });
    renderWithProviders(null, {
      auth: signedInUser(['TICKETS_SCANNER']),
      path: `/tickets/orders/${orderId}`,
      routes: [{ path: '/tickets/orders/:orderId', element: <OrderPage /> }],
    });
    expect(await screen.findByText(/fan@example\.com/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  }, 30_000);
});
