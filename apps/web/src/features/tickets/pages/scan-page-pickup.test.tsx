import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Order } from '@cp/contracts/store';
import { fakeCamera } from '../../../test/fake-camera';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import ScanPage from './scan-page';

afterEach(() => vi.unstubAllGlobals());

const orderId = `ord_${'a'.repeat(32)}`;
const line = (lineItemId: string, variantName: string, isFulfilled: boolean) => ({
  lineItemId,
  productId: 'shirt',
  productName: 'Chapter T-Shirt',
  variantId: `variant-${variantName}`,
  variantName,
  quantity: 1,
  unitPriceCents: 2000,
  discountCents: 0,
  isFulfilled,
  fulfilledAt: isFulfilled ? 1_700_000_000 : null,
});
const order = (fulfilled: string[]): Order => ({
  orderId,
  email: 'fan@example.com',
  netId: null,
  status: 'paid',
  promoCode: null,
  subtotalCents: 6000,
  discountCents: 0,
  totalCents: 6000,
  createdAt: 1_700_000_000,
  paidAt: 1_700_000_100,
  refund: null,
  lines: [
    line('11111111-1111-4111-8111-111111111111', 'S', fulfilled.includes('S')),
    line('22222222-2222-4222-8222-222222222222', 'M', fulfilled.includes('M')),
    line('33333333-3333-4333-8333-333333333333', 'L', true),
  ],
});

function serve() {
  let fulfilled: string[] = [];
  const calls = serveApi({
    [`GET /api/v1/store/admin/order/${orderId}`]: () => jsonResponse(order(fulfilled)),
    [`POST /api/v1/store/admin/orders/${orderId}/fulfill`]: (call) => {
      const ids = (call.body as { lineItemIds: string[] }).lineItemIds;
      fulfilled = [
        ...fulfilled,
        ...order([])
          .lines.filter((l) => ids.includes(l.lineItemId))
          .map((l) => l.variantName),
      ];
      return jsonResponse(order(fulfilled));
    },
    'GET /api/v1/store/admin/orders': () => jsonResponse({ orders: [order(fulfilled)] }),
  });
  renderWithProviders(<ScanPage />, { auth: signedInUser(['TICKETS_SCANNER']), path: '/tickets/scan' });
  return calls;
}
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
    expect(within(dialog).queryByText('1 × Chapter T-Shirt (L)')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Fulfil Chapter T-Shirt (S)' }));
    await within(dialog).findByRole('button', { name: 'Fulfil Chapter T-Shirt (M)' });
    expect(within(dialog).queryByText('1 × Chapter T-Shirt (S)')).not.toBeInTheDocument();
    expect(fulfils(calls)).toEqual([{ lineItemIds: ['11111111-1111-4111-8111-111111111111'] }]);
    await user.click(within(dialog).getByRole('button', { name: 'Fulfil Chapter T-Shirt (M)' }));
    expect(await within(dialog).findByText('Nothing left to fulfil on this order.')).toBeInTheDocument();
  }, 45_000);

  it("finds a buyer's orders by email and fulfils all their lines at once", async () => {
    const user = userEvent.setup();
    const calls = serve();
    await user.type(await screen.findByRole('textbox', { name: "Buyer's email" }), 'Fan@Example.com');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await user.click(await screen.findByRole('button', { name: 'Pick up' }));
    expect(calls.find((c) => c.path === '/api/v1/store/admin/orders')?.query.get('email')).toBe('fan@example.com');
    const dialog = await screen.findByRole('dialog', { name: 'Order pickup' });
    await user.click(await within(dialog).findByRole('button', { name: 'Fulfil all' }));
    expect(await within(dialog).findByText('Nothing left to fulfil on this order.')).toBeInTheDocument();
    expect(fulfils(calls)).toEqual([
      { lineItemIds: ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] },
    ]);
  }, 45_000);
});
