import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreItem } from '@cp/contracts/tickets';
import { readCart } from '../../../lib/store-cart';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { shirt as shirtProduct, smallId } from '../../../test/store-products';
import { VisitorApp } from '../../visitor-app';
import { visitorPages } from '../../pages';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const shirt: StoreItem = {
  itemId: 'shirt',
  itemName: 'Chapter T-Shirt',
  type: 'merch',
  priceDollars: { member: 15, nonMember: 20 },
  sizes: ['S', 'M'],
  onSale: true,
  salesOpenAt: null,
};

const gala: StoreItem = { ...shirt, itemId: 'gala', itemName: 'Spring Gala', type: 'ticket', sizes: [], remaining: 2 };

/** Opens the light page at /store/{item}, as main.tsx does: the page's call starts before it renders. */
function open(item: StoreItem | null, routes: Parameters<typeof serveApi>[0] = {}, search = '') {
  const itemId = item?.itemId ?? 'missing';
  window.history.replaceState(null, '', `/store/${itemId}${search}`);
  const calls = serveApi({
    [`GET /api/v1/store/${itemId}`]: () =>
      item ? jsonResponse(item) : errorResponse(404, 'NotFoundError', 103, 'There is no such item in the store.'),
    ...routes,
  });
  const page = visitorPages.storeItem!;
  page.prefetch!({ itemId });
  render(<VisitorApp page={page} params={{ itemId }} />);
  return calls;
}

describe('the light store item page', () => {
  it('shows the item, its prices and the thank-you notice after a purchase', async () => {
    open(gala, {}, '?purchased=1');
    expect(await screen.findByRole('heading', { name: 'Spring Gala' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your purchase!');
    expect(screen.getByText('Paid members').nextSibling).toHaveTextContent('$15.00');
    expect(screen.getByText('Everyone else').nextSibling).toHaveTextContent('$20.00');
    expect(screen.getByText('2 left')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Spring Gala | Chapter Portal'));
  });

  it('says when the sales of an item open, and offers no way to buy it', async () => {
    const calls = open({ ...shirt, onSale: false, salesOpenAt: '2026-12-01T18:00:00.000Z' });
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    expect(
      screen.getByText('Sales open Dec 1, 2026 12:00 PM (Chicago time). Come back then to buy.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    // Not asked of the store, which answers 404 for an item not on sale.
    expect(calls.map((call) => call.path)).toEqual(['/api/v1/store/shirt']);
  });

  it('counts down to the opening, then offers the panel without a reload, keeping the page while a call fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const salesOpenAt = new Date(Date.now() + 65_000).toISOString();
      const answers = [
        () => jsonResponse({ ...shirt, onSale: false, salesOpenAt }),
        () => errorResponse(503, 'ServiceUnavailableError', 100, 'Busy.'),
        () => jsonResponse(shirt),
      ];
      open(shirt, {
        'GET /api/v1/store/shirt': () => answers.shift()!(),
        'GET /api/v1/store/products/shirt': () => jsonResponse(shirtProduct),
      });
      expect(await screen.findByRole('timer')).toHaveTextContent(/^Opens in 0:01:0[45]$/);
      expect(screen.queryByRole('region', { name: 'Add to cart' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(65_000);
      // The call at the opening fails (503): the page stays as it was and asks again 1.5 s later,
      // while the clock runs on (shouldAdvanceTime), and that call finds it on sale.
      expect(await screen.findByRole('region', { name: 'Add to cart' }, { timeout: 15_000 })).toBeInTheDocument();
      expect(answers).toHaveLength(0);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says "Sold out" in place of the panel once none are left', async () => {
    open({ ...gala, remaining: 0 });
    expect(await screen.findByText('Sold out', { selector: 'strong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'None are left right now. Any held in unpaid checkouts come back here when their time runs out.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add to cart' })).not.toBeInTheDocument();
  });

  it('says when sales have closed', async () => {
    open({ ...shirt, onSale: false, salesOpenAt: null });
    expect(await screen.findByText('Not on sale')).toBeInTheDocument();
    expect(screen.getByText('Sales for this item have closed.')).toBeInTheDocument();
  });

  it('shows the not-found page for an item that does not exist', async () => {
    open(null);
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("shows the server's words when the item cannot be read", async () => {
    open(shirt, {
      'GET /api/v1/store/shirt': () => errorResponse(500, 'InternalServerError', 100, 'The store is down.'),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching itemsThe store is down.');
  });

  it('adds the chosen variant and quantity to the cart, a sold-out variant not being offered', async () => {
    const user = userEvent.setup();
    open(shirt, { 'GET /api/v1/store/products/shirt': () => jsonResponse(shirtProduct) });
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(within(panel).getByRole('radio', { name: /^L:/ })).toBeDisabled();
    await user.click(within(panel).getByRole('radio', { name: 'S: $20.00 ($15.00 for members) · 3 left' }));
    const howMany = within(panel).getByRole('textbox', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '4');
    expect(howMany).toHaveAccessibleDescription('Choose 1 to 3');
    expect(within(panel).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    // Kept as typed and refused, never changed into 3 or 25 (issue 43).
    for (const typed of ['-3', '2.5']) {
      await user.clear(howMany);
      await user.type(howMany, typed);
      expect(howMany).toHaveValue(typed);
      expect(howMany).toHaveAccessibleDescription('Choose 1 to 3');
    }
    await user.clear(howMany);
    await user.type(howMany, '2');
    await user.click(within(panel).getByRole('button', { name: 'Add to cart' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Added 2 × Chapter T-Shirt (S) to your cart.');
    expect(readCart()).toEqual([{ productId: 'shirt', variantId: smallId, quantity: 2 }]);
    expect(within(panel).getByRole('link', { name: 'View cart (1)' })).toHaveAttribute('href', '/store/cart');
  });

  it('has one purchase panel: no second form, and nothing bought until a variant is chosen', async () => {
    const bothLeft = { ...shirtProduct, variants: shirtProduct.variants.map((v) => ({ ...v, remaining: 3 })) };
    open(shirt, { 'GET /api/v1/store/products/shirt': () => jsonResponse(bothLeft) });
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(screen.queryByRole('form', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Buy' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('radio', { name: /^S:/ })).not.toBeChecked();
    expect(within(panel).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('offers a visitor the member price by signing in, and comes back here', async () => {
    open(shirt, { 'GET /api/v1/store/products/shirt': () => jsonResponse(shirtProduct) });
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(within(panel).getByRole('link', { name: 'Sign in for the member price' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%2Fshirt',
    );
  });

  it('says "At most N per person" and refuses more in the quantity field, counting the cart', async () => {
    const user = userEvent.setup();
    const limited = { ...shirtProduct, limitConfiguration: { limitType: 'PER_PRODUCT' as const, maxQuantity: 2 } };
    open(shirt, { 'GET /api/v1/store/products/shirt': () => jsonResponse(limited) });
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(within(panel).getByText('At most 2 per person')).toBeInTheDocument();
    await user.click(within(panel).getByRole('radio', { name: /^S:/ }));
    const howMany = within(panel).getByRole('textbox', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '3');
    expect(howMany).toHaveAccessibleDescription('At most 2 per person');
    expect(within(panel).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.clear(howMany);
    await user.type(howMany, '1');
    await user.click(within(panel).getByRole('button', { name: 'Add to cart' }));
    await user.clear(howMany);
    await user.type(howMany, '2');
    expect(howMany).toHaveAccessibleDescription('At most 2 per person: 1 more can be added.');
  });

  it('asks a visitor to sign in for a product sold only to signed-in buyers', async () => {
    const members = { ...shirtProduct, verifiedIdentityRequired: true };
    open(shirt, { 'GET /api/v1/store/products/shirt': () => jsonResponse(members) });
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(within(panel).getByText(/Only signed-in buyers can buy this\./)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Sign in to buy this' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%2Fshirt',
    );
    expect(within(panel).queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
