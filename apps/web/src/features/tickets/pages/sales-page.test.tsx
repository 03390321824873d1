import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Purchase } from '@cp/contracts/tickets';
import { catchCsvDownload } from '../../../test/csv-download';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { renderWithProviders, signedInUser } from '../../../test/render';
import SalesPage from './sales-page';

afterEach(() => vi.unstubAllGlobals());

const sale = (email: string, quantity: number, amountCents: number, refunded = false): Purchase => ({
  valid: !refunded,
  type: 'merch',
  ticketId: `pi_${email.split('@')[0]}`,
  refunded,
  fulfilled: false,
  purchaserData: { email, productId: 'shirt', quantity, size: 'M' },
  amountCents,
});

describe('the sales page', () => {
  it('totals what was sold, refunded and earned, and searches the purchases', async () => {
    const user = userEvent.setup();
    const purchases = [
      sale('ana@example.com', 1, 2000),
      sale('bo@example.com', 2, 3000),
      sale('cy@example.com', 1, 2000, true),
    ];
    const calls = serveApi({
      'GET /api/v1/tickets': () =>
        jsonResponse({
          tickets: [],
          merch: [
            { itemId: 'shirt', itemName: 'Shirt', itemSalesActive: false, priceDollars: { member: 15, nonMember: 20 } },
          ],
        }),
      // The server's answer: a page of what matches q, or every purchase without a page.
      'GET /api/v1/tickets/shirt': ({ query }) => {
        if (!query.has('page')) return jsonResponse({ tickets: purchases });
        const needle = (query.get('q') ?? '').toLowerCase();
        const found = purchases.filter((p) => p.purchaserData.email.includes(needle));
        return jsonResponse({
          tickets: found.slice(0, Number(query.get('pageSize'))),
          page: { total: found.length, page: Number(query.get('page')), pageSize: Number(query.get('pageSize')) },
          totals: { purchases: 2, sold: 3, fulfilled: 0, refunded: 1, revenueCents: 5000 },
        });
      },
    });
    renderWithProviders(null, {
      auth: signedInUser(['TICKETS_MANAGER']),
      path: '/tickets/manage/shirt?type=merch',
      routes: [{ path: '/tickets/manage/:eventId', element: <SalesPage /> }],
    });
    expect(await screen.findByLabelText('Totals')).toHaveTextContent(
      '3 sold in 2 purchases · 0 fulfilled · 1 refund · $50.00 revenue',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Search purchases' }), 'BO@');
    const table = screen.getByRole('table', { name: 'Purchases' });
    await waitFor(() => expect(within(table).queryByText('ana@example.com')).not.toBeInTheDocument());
    expect(within(table).getByText('bo@example.com')).toBeInTheDocument();
    // Searched on the server, one page at a time: nothing has read the whole list yet.
    const salesReads = () => calls.filter((c) => c.path === '/api/v1/tickets/shirt');
    expect(salesReads().at(-1)!.query.get('q')).toBe('BO@');
    expect(salesReads().every((c) => c.query.get('page') === '1')).toBe(true);
    // Export CSV writes what the search finds: the one purchase.
    const csv = catchCsvDownload();
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await csv.text()).toBe(
      'Email,Status,Quantity,Size,Ticket ID,Paid (USD)\r\nbo@example.com,Unfulfilled,2,M,pi_bo,30.00',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Search purchases' }));
    await user.type(screen.getByRole('textbox', { name: 'Search purchases' }), 'nobody');
    expect(await screen.findByText('No purchase matches your search.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  }, 30_000);
});
