import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoreItem } from '@cp/contracts/tickets';
import { browser } from '../../../lib/browser';
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

const buyForm = () => screen.getByRole('form', { name: 'Buy' });

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

  it('says when sales have closed', async () => {
    open({ ...shirt, onSale: false, salesOpenAt: null });
    expect(await screen.findByText('Not on sale')).toBeInTheDocument();
    expect(screen.getByText('Sales for this item have closed.')).toBeInTheDocument();
  });

  it('disables "Buy" for a sold-out ticket', async () => {
    open({ ...gala, remaining: 0 });
    expect(await screen.findByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy' })).toBeDisabled();
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

  it('asks for a size and refuses 25 before the server does, keeping what was typed', async () => {
    const user = userEvent.setup();
    const calls = open(shirt);
    await screen.findByRole('heading', { name: 'Chapter T-Shirt' });
    await user.type(within(buyForm()).getByRole('textbox', { name: 'Email' }), 'not an email');
    const quantity = within(buyForm()).getByRole('textbox', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '2x5');
    await user.type(within(buyForm()).getByRole('textbox', { name: 'NetID (optional)' }), '1abc');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    const size = within(buyForm()).getByRole('combobox', { name: 'Size' });
    expect(size).toHaveAccessibleDescription('Please choose a size.');
    expect(size).toHaveFocus();
    expect(quantity).toHaveValue('25');
    expect(quantity).toHaveAccessibleDescription('At most 10 per purchase At most 10 per purchase');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email');
    expect(screen.getByRole('textbox', { name: 'NetID (optional)' })).toHaveAccessibleDescription(
      /Please enter a valid NetID\.$/,
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('refuses more tickets than are left', async () => {
    const user = userEvent.setup();
    open(gala);
    await screen.findByRole('heading', { name: 'Spring Gala' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'fan@example.com');
    await user.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity' }), '3');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await screen.findByText('Only 2 tickets are left')).toBeInTheDocument();
  });

  it('sends the buyer to the checkout, or says why not and keeps the form', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    let refuse = true;
    const calls = open(shirt, {
      'POST /api/v1/store/shirt/checkout': () =>
        refuse
          ? errorResponse(409, 'ConflictError', 105, 'Only 1 of Chapter T-Shirt (M) is left.')
          : jsonResponse({ checkoutUrl: '/checkout/cs_x' }),
    });
    await screen.findByRole('heading', { name: 'Chapter T-Shirt' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'M');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'fan@example.com');
    await user.type(screen.getByRole('textbox', { name: 'NetID (optional)' }), 'jdoe2');
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    expect(await within(buyForm()).findByRole('alert')).toHaveTextContent(
      'Could not start the checkoutOnly 1 of Chapter T-Shirt (M) is left.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('fan@example.com');
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Buy' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_x'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { email: 'fan@example.com', quantity: 1, size: 'M', netId: 'jdoe2' },
      { email: 'fan@example.com', quantity: 1, size: 'M', netId: 'jdoe2' },
    ]);
  });

  it('adds the chosen variant and quantity to the cart, a sold-out variant not being offered', async () => {
    const user = userEvent.setup();
    open(shirt, { 'GET /api/v1/store/products/shirt': () => jsonResponse(shirtProduct) });
    const panel = await screen.findByRole('region', { name: 'Add to cart' });
    expect(within(panel).getByRole('radio', { name: /^L:/ })).toBeDisabled();
    await user.click(within(panel).getByRole('radio', { name: 'S: $15.00 members, $20.00 others · 3 left' }));
    const howMany = within(panel).getByRole('textbox', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '4');
    expect(howMany).toHaveAccessibleDescription('Choose 1 to 3');
    expect(within(panel).getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    await user.clear(howMany);
    await user.type(howMany, '2');
    await user.click(within(panel).getByRole('button', { name: 'Add to cart' }));
    expect(within(panel).getByRole('status')).toHaveTextContent('Added 2 × Chapter T-Shirt (S) to your cart.');
    expect(readCart()).toEqual([{ productId: 'shirt', variantId: smallId, quantity: 2 }]);
    expect(within(panel).getByRole('link', { name: 'View cart (1)' })).toHaveAttribute('href', '/store/cart');
  });

  it('leaves the panel out when the store does not sell the item, the "Buy" form standing alone', async () => {
    open(shirt);
    expect(await screen.findByRole('form', { name: 'Buy' })).toBeInTheDocument();
    // The product's 404 has answered by the time the form is there; the panel stays out.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Add to cart' })).not.toBeInTheDocument());
  });
});
