import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppRole } from '@cp/contracts';
import type { Order } from '@cp/contracts/store';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import OrderPage from './order-page';

afterEach(() => vi.unstubAllGlobals());

const orderId = `ord_${'b'.repeat(32)}`;
const order: Order = {
  orderId,
  userId: 'fan@example.com',
  status: 'ACTIVE',
  subtotalCents: 2000,
  discountCents: 0,
  totalCents: 2000,
  createdAt: 1_900_000_000,
  confirmedAt: 1_900_000_100,
  lineItems: [],
};
const line = (lineItemId: string, variantName: string, fulfilledBy: string | null) => ({
  orderId,
  priceId: 'nonmember:v',
  createdAt: 1_900_000_000,
  itemId: 'shirt#v',
  userId: 'fan@example.com',
  status: 'ACTIVE' as const,
  lineItemId,
  productId: 'shirt',
  productName: 'Chapter T-Shirt',
  variantId: `variant-${variantName}`,
  variantName,
  quantity: 1,
  unitPriceCents: 1000,
  discountCents: 0,
  isFulfilled: fulfilledBy !== null,
  fulfilledAt: fulfilledBy ? 1_900_000_200 : undefined,
  fulfilledBy: fulfilledBy ?? undefined,
});
const sId = '11111111-1111-4111-8111-111111111111';
const mId = '22222222-2222-4222-8222-222222222222';

function renderOrder(roles: AppRole[]) {
  renderWithProviders(null, {
    auth: signedInUser(roles),
    path: `/tickets/orders/${orderId}`,
    routes: [{ path: '/tickets/orders/:orderId', element: <OrderPage /> }],
  });
}

describe('the order page', () => {
  it('refunds only after a reason and a confirmation, sending whether to restock, and shows a refusal in its words', async () => {
    const user = userEvent.setup();
    let refunds = 0;
    const calls = serveApi({
      [`GET /api/v1/store/admin/order/${orderId}`]: () => jsonResponse(order),
      [`POST /api/v1/store/admin/orders/${orderId}/refund`]: () =>
        ++refunds === 1
          ? errorResponse(409, 'ConflictError', 409, 'This order has already been refunded.')
          : new Response(null, { status: 204 }),
    });
    renderWithProviders(null, {
      auth: signedInUser(['TICKETS_MANAGER']),
      path: `/tickets/orders/${orderId}`,
      routes: [{ path: '/tickets/orders/:orderId', element: <OrderPage /> }],
    });
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('A justification is at least 10 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Event cancelled');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Put the items back on sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('This order has already been refunded.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { justification: 'Event cancelled', releaseInventory: false },
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

  it.each([['TICKETS_SCANNER'], ['TICKETS_MANAGER']] as const)(
    'lets %s mark lines picked up through the pickup, then shows who and when',
    async (role) => {
      const user = userEvent.setup();
      let given: string[] = [];
      const current = (): Order => ({
        ...order,
        buyerName: 'Fran Fan',
        lineItems: [
          line(sId, 'S', given.includes(sId) ? 'Sam Scanner' : null),
          line(mId, 'M', given.includes(mId) ? 'Sam Scanner' : null),
        ],
      });
      const calls = serveApi({
        [`GET /api/v1/store/admin/order/${orderId}`]: () => jsonResponse(current()),
        [`POST /api/v1/store/admin/orders/${orderId}/fulfill`]: (call) => {
          given = [...given, ...(call.body as { lineItemIds: string[] }).lineItemIds];
          return jsonResponse(current());
        },
      });
      renderOrder([role]);
      expect(await screen.findByText(/Fran Fan, fan@example\.com/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Mark picked up' }));
      const dialog = await screen.findByRole('dialog', { name: 'Order pickup' });
      await user.click(await within(dialog).findByRole('button', { name: 'Fulfil Chapter T-Shirt (M)' }));
      expect(await within(dialog).findByRole('status')).toHaveTextContent('1 × Chapter T-Shirt (M)');
      expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ lineItemIds: [mId] }]);
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      const lines = screen.getByRole('table', { name: 'Lines' });
      expect(within(lines).getByRole('row', { name: /Chapter T-Shirt \(M\)/ })).toHaveTextContent(/by Sam Scanner$/);
      expect(within(lines).getByRole('row', { name: /Chapter T-Shirt \(S\)/ })).toHaveTextContent(/No$/);
    },
    30_000,
  );

  it('offers no hand-over once every line is picked up', async () => {
    serveApi({
      [`GET /api/v1/store/admin/order/${orderId}`]: () =>
        jsonResponse({ ...order, lineItems: [line(sId, 'S', 'Ada Admin')] }),
    });
    renderOrder(['TICKETS_MANAGER']);
    expect(await screen.findByText(/by Ada Admin/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
  }, 30_000);

  it('offers no hand-over of a refunded order', async () => {
    serveApi({
      [`GET /api/v1/store/admin/order/${orderId}`]: () =>
        jsonResponse({ ...order, status: 'REFUNDED', lineItems: [line(sId, 'S', null)] }),
    });
    renderOrder(['TICKETS_SCANNER']);
    expect(await screen.findByText('refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark picked up' })).not.toBeInTheDocument();
  }, 30_000);
});
