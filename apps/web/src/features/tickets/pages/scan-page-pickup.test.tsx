import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@cp/contracts/store';
import { fakeCamera } from '../../../test/fake-camera';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import ScanPage from './scan-page';

afterEach(() => vi.unstubAllGlobals());

const orderId = `ord_${'a'.repeat(32)}`;
const line = (lineItemId: string, variantName: string, isFulfilled: boolean) => ({
  orderId,
  priceId: 'nonmember:v',
  createdAt: 1_700_000_000,
  itemId: 'shirt#v',
  userId: 'fan@example.com',
  status: 'ACTIVE' as const,
  lineItemId,
  productId: 'shirt',
  productName: 'Chapter T-Shirt',
  variantId: `variant-${variantName}`,
  variantName,
  quantity: 1,
  unitPriceCents: 2000,
  discountCents: 0,
  isFulfilled,
  fulfilledAt: isFulfilled ? 1_700_000_000 : undefined,
  fulfilledBy: isFulfilled ? 'Tina Nguyen' : undefined,
});
const order = (fulfilled: string[]): Order => ({
  orderId,
  userId: 'fan@example.com',
  status: 'ACTIVE',
  subtotalCents: 6000,
  discountCents: 0,
  totalCents: 6000,
  createdAt: 1_700_000_000,
  confirmedAt: 1_700_000_100,
  buyerName: 'Fran Fan',
  lineItems: [
    line('11111111-1111-4111-8111-111111111111', 'S', fulfilled.includes('S')),
    line('22222222-2222-4222-8222-222222222222', 'M', fulfilled.includes('M')),
    line('33333333-3333-4333-8333-333333333333', 'L', true),
  ],
});

function serve({ refuseFulfil = false } = {}) {
  let fulfilled: string[] = [];
  const calls = serveApi({
    [`GET /api/v1/store/admin/order/${orderId}`]: () => jsonResponse(order(fulfilled)),
    [`POST /api/v1/store/admin/orders/${orderId}/fulfill`]: (call) => {
      const ids = (call.body as { lineItemIds: string[] }).lineItemIds;
      if (refuseFulfil) {
        // Someone at the other end of the table handed the S over a moment ago.
        fulfilled = ['S'];
        return errorResponse(409, 'ConflictError', 105, refusal);
      }
      fulfilled = [
        ...fulfilled,
        ...order([])
          .lineItems.filter((l) => ids.includes(l.lineItemId))
          .map((l) => l.variantName),
      ];
      return jsonResponse(order(fulfilled));
    },
    'GET /api/v1/store/admin/orders': () => jsonResponse({ orders: [order(fulfilled)] }),
    'POST /api/v1/tickets/checkIn': () => jsonResponse({}),
  });
  renderWithProviders(<ScanPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets/scan' });
  return calls;
}
const refusal = '1 × Chapter T-Shirt (S) was already handed over Nov 14, 2023, 4:13 PM (Central Time) by Raj Patel.';
const fulfils = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path.endsWith('/fulfill')).map((c) => c.body);

describe('store order pickup on the scan page', () => {
  it('reads an order QR, lists the lines not yet handed over, and fulfils one, then the rest', async () => {
    fakeCamera.listCameras.mockResolvedValue([{ id: 'cam-1', label: 'Back Camera' }]);
    const user = userEvent.setup();
    const calls = serve();
    await user.click(await screen.findByRole('button', { name: 'Start Scanning' }));
    act(() => fakeCamera.show(orderId));
    const dialog = await screen.findByRole('dialog', { name: 'Order pickup' });
    expect(await within(dialog).findByText('1 × Chapter T-Shirt (S)')).toBeInTheDocument();
    expect(within(dialog).getByText('1 × Chapter T-Shirt (M)')).toBeInTheDocument();
    // The L was handed over before: shown below the open lines with who and when, not offered.
    const before = within(dialog).getByRole('list', { name: 'Handed over before' });
    expect(before).toHaveTextContent(/^1 × Chapter T-Shirt \(L\): handed over .+ by Tina Nguyen$/);
    expect(within(dialog).queryByRole('button', { name: 'Fulfil Chapter T-Shirt (L)' })).not.toBeInTheDocument();
    expect(within(dialog).getByText('Fran Fan · fan@example.com')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fulfil Chapter T-Shirt (S)' }));
    await within(dialog).findByRole('button', { name: 'Fulfil Chapter T-Shirt (M)' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Handed over1 × Chapter T-Shirt (S)');
    expect(within(dialog).queryByRole('button', { name: 'Fulfil Chapter T-Shirt (S)' })).not.toBeInTheDocument();
    expect(fulfils(calls)).toEqual([{ lineItemIds: ['11111111-1111-4111-8111-111111111111'] }]);
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil Chapter T-Shirt (M)' }));
    expect(await within(dialog).findByText('Nothing left to fulfil on this order.')).toBeInTheDocument();
  }, 45_000);

  it("finds a buyer's orders by number, email or name and fulfils all their lines at once", async () => {
    const user = userEvent.setup();
    const calls = serve();
    const find = await screen.findByRole('textbox', { name: 'Order number, email or name' });
    await user.type(find, 'F');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Type at least 3 characters')).toBeInTheDocument();
    await user.type(find, 'ran Fan');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('Fran Fan · fan@example.com')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Pick up ${orderId}` }));
    expect(calls.filter((c) => c.path === '/api/v1/store/admin/orders').map((c) => c.query.get('q'))).toEqual([
      'fran fan',
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Order pickup' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fulfil all' }));
    expect(await within(dialog).findByText('Nothing left to fulfil on this order.')).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 × Chapter T-Shirt (S), 1 × Chapter T-Shirt (M)');
    expect(fulfils(calls)).toEqual([
      { lineItemIds: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] },
    ]);
  }, 45_000);

  it('opens the pickup of an order number typed in the manual entry, with no email, and no check-in', async () => {
    const user = userEvent.setup();
    const calls = serve();
    const ticket = await screen.findByRole('textbox', { name: 'Payment ID or Ticket ID' });
    await user.type(ticket, ` ${orderId.toUpperCase()} `);
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order pickup' });
    expect(await within(dialog).findByText('1 × Chapter T-Shirt (S)')).toBeInTheDocument();
    expect(screen.queryByText('Enter a valid email')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/tickets/checkIn')).toBe(false);
    expect(screen.queryByText('Scan Error - DO NOT HONOR')).not.toBeInTheDocument();
  }, 45_000);

  it('shows a refused hand-over with who and when, and the line as theirs', async () => {
    const user = userEvent.setup();
    serve({ refuseFulfil: true });
    await user.type(await screen.findByRole('textbox', { name: 'Payment ID or Ticket ID' }), orderId);
    await user.click(screen.getByRole('button', { name: 'Check In' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order pickup' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fulfil Chapter T-Shirt (S)' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Scan Error - DO NOT HONOR');
    expect(alert).toHaveTextContent(refusal);
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: 'Fulfil Chapter T-Shirt (S)' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  }, 45_000);
});
