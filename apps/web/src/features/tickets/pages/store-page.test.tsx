import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreItem } from '@cp/contracts/tickets';
import { loggedOutValue } from '../../../lib/auth';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { renderWithProviders } from '../../../test/render';
import StorePage from './store-page';

afterEach(() => vi.unstubAllGlobals());

const shirt: StoreItem = {
  itemId: 'shirt',
  itemName: 'Chapter T-Shirt',
  type: 'merch',
  priceDollars: { member: 15, nonMember: 20 },
  sizes: ['S', 'M'],
  onSale: true,
  salesOpenAt: null,
};

const open = (item: StoreItem | null) => {
  const calls = serveApi({
    'GET /api/v1/store/shirt': () =>
      item ? jsonResponse(item) : errorResponse(404, 'NotFoundError', 103, 'There is no such item in the store.'),
    'POST /api/v1/store/shirt/checkout': () => jsonResponse({ checkoutUrl: '/checkout/cs_x' }),
  });
  renderWithProviders(<StorePage />, {
    auth: loggedOutValue,
    path: '/store/shirt',
    routes: [{ path: '/store/:itemId', element: <StorePage /> }],
  });
  return calls;
};
const checkouts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

describe('the store page', () => {
  it('names an item not yet on sale and says when its sales open', async () => {
    open({ ...shirt, onSale: false, salesOpenAt: '2026-12-01T18:00:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'Chapter T-Shirt' })).toBeInTheDocument();
    expect(
      screen.getByText('Sales open Dec 1, 2026 12:00 PM (Chicago time). Come back then to buy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an item that does not exist', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('asks for a size before the server does, and refuses 25 with the limit instead of cutting it', async () => {
    const user = userEvent.setup();
    const calls = open(shirt);
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'fan@example.com');
    const quantity = screen.getByRole('textbox', { name: /Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Please choose a size.')).toBeInTheDocument();
    expect(
      screen.getByText('At most 10 per purchase', { selector: '.mantine-InputWrapper-error' }),
    ).toBeInTheDocument();
    expect(quantity).toHaveValue('25');
    expect(checkouts(calls)).toHaveLength(0);
  }, 30_000);
});
