import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { StoreItem } from '@cp/contracts/tickets';
import { loggedOutValue, type AuthValue } from '../../../lib/auth';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { signedInUser } from '../../../test/render';
import { renderInPortal } from '../../../test/render-in-portal';
import { asMember, shirt as shirtProduct } from '../../../test/store-products';
import StoreItemPage from './store-item-page';

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

const open = (item: StoreItem | null | (() => Response), auth: AuthValue = loggedOutValue) => {
  const calls = serveApi({
    'GET /api/v1/store/shirt': () =>
      typeof item === 'function'
        ? item()
        : item
          ? jsonResponse(item)
          : errorResponse(404, 'NotFoundError', 103, 'There is no such item in the store.'),
    // The store prices each variant for the one asking: the member price for the signed-in paid member.
    'GET /api/v1/store/products/shirt': () =>
      jsonResponse(auth === loggedOutValue ? shirtProduct : asMember(shirtProduct)),
    'GET /api/v1/membership/me': () => jsonResponse({ netId: 'jdoe2', paidSince: '2026-09-02T15:00:00.000Z' }),
  });
  renderInPortal(StoreItemPage, { auth, path: '/store/shirt', pattern: '/store/:itemId', withMembership: true });
  return calls;
};

describe('the store page in the portal (signed in or with a session hint)', () => {
  it('names an item not yet on sale and says when its sales open', async () => {
    open({ ...shirt, onSale: false, salesOpenAt: '2026-12-01T18:00:00.000Z' });
    expect(await screen.findByRole('heading', { name: 'Chapter T-Shirt' })).toBeInTheDocument();
    expect(
      screen.getByText('Sales open Dec 1, 2026 12:00 PM (Chicago time). Come back then to buy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
  });

  it('counts down to the opening, then sells without a reload, keeping the page while a call fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const salesOpenAt = new Date(Date.now() + 65_000).toISOString();
      const answers = [
        () => jsonResponse({ ...shirt, onSale: false, salesOpenAt }),
        () => errorResponse(503, 'ServiceUnavailableError', 100, 'Busy.'),
        () => jsonResponse(shirt),
      ];
      open(() => answers.shift()!());
      expect(await screen.findByRole('timer')).toHaveTextContent(/^Opens in 0:01:0[45]$/);
      expect(screen.queryByRole('region', { name: 'Add to cart' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(65_000);
      // The call at the opening fails (503): the page stays as it was and asks again 1.5 s later.
      expect(await screen.findByRole('region', { name: 'Add to cart' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(answers).toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Sold out" in place of the panel once none are left', async () => {
    open({ ...shirt, type: 'ticket', sizes: [], remaining: 0 });
    expect(
      await screen.findByText(
        'None are left right now. Any held in unpaid checkouts come back here when their time runs out.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an item that does not exist', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it('sells through one panel, at the member price for a signed-in paid member', async () => {
    open(shirt, signedInUser());
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(await within(panel).findByText('You pay the member price.')).toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: 'S: $15.00 member price · 3 left' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Sign in for the member price' })).not.toBeInTheDocument();
  });

  it('shows a visitor the non-member price and "Sign in for the member price", back to this page', async () => {
    const calls = open(shirt);
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(within(panel).getByRole('radio', { name: 'S: $20.00 ($15.00 for members) · 3 left' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign in for the member price' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%2Fshirt',
    );
    // Nobody to look up when signed out.
    expect(calls.map((call) => call.path)).not.toContain('/api/v1/membership/me');
  });
});
