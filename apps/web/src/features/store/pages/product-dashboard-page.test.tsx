import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LineItem, ProductStats } from '@cp/contracts/store';
import { catchCsvDownload } from '../../../test/csv-download';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { shirt } from '../../../test/store-products';
import ProductDashboardPage from './product-dashboard-page';

afterEach(() => vi.unstubAllGlobals());

const stats: ProductStats = {
  variants: [
    { variantId: 'v-s', name: 'S', sold: 3, held: 1, left: 1, revenueCents: 6000 },
    { variantId: 'v-l', name: 'L', sold: 2, held: 0, left: null, revenueCents: 4200 },
  ],
  salesByDay: [{ date: '2030-04-01', quantity: 5, revenueCents: 10200 }],
};
const row = (n: number, variantName: string): LineItem => ({
  orderId: `ord_${String(n).repeat(32)}`,
  lineItemId: `line-${n}`,
  productId: 'shirt',
  variantId: `v-${variantName}`,
  variantName,
  quantity: n,
  unitPriceCents: 2000,
  discountCents: 0,
  userId: `buyer${n}@example.com`,
  priceId: `nonmember:v-${variantName}`,
  itemId: `shirt#v-${variantName}`,
  productName: 'Chapter T-Shirt',
  isFulfilled: n === 1,
  status: 'ACTIVE',
  createdAt: 1_900_000_000,
});

describe('the product dashboard', () => {
  it('shows the totals per variant, and exports one CSV row per order line', async () => {
    serveApi({
      'GET /api/v1/store/admin/products/shirt': () => jsonResponse(shirt),
      'GET /api/v1/store/admin/products/shirt/stats': () => jsonResponse(stats),
      'GET /api/v1/store/admin/orders/shirt': () => jsonResponse({ items: [row(1, 'S'), row(2, 'L'), row(3, 'S')] }),
    });
    renderWithProviders(null, {
      auth: signedInUser(['TICKETS_MANAGER']),
      path: '/tickets/products/shirt',
      routes: [{ path: '/tickets/products/:productId', element: <ProductDashboardPage /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Sales: Chapter T-Shirt' })).toBeInTheDocument();
    const totals = await screen.findByRole('table', { name: 'Totals per variant' });
    const cells = (name: string) =>
      within(within(totals).getByRole('cell', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(await within(totals).findByRole('cell', { name: 'S' })).toBeInTheDocument();
    expect(cells('S')).toEqual(['S', '3', '1', '1', '$60.00']);
    expect(cells('Total')).toEqual(['Total', '5', '1', '∞', '$102.00']);

    await screen.findByRole('cell', { name: 'buyer3@example.com' });
    const csv = catchCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const lines = (await csv.text())!.trim().split(/\r?\n/);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toBe('Order ID,Line ID,Email,Variant,Quantity,Unit price,Discount,Status,Fulfilled,Created');
    expect(lines[2]).toContain('line-2,buyer2@example.com,L,2,20.00,0.00,paid,no,');
  }, 30_000);
});
