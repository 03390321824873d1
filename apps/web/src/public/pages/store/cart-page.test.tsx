import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { browser } from '../../../lib/browser';
import { cartStorageKey, readCart } from '../../../lib/store-cart';
import { errorResponse, jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';
import { gala, shirt, smallId, ticketVariantId } from '../../../test/store-products';
import CartPage from './cart-page';

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

const saved = [
  { productId: 'shirt', variantId: smallId, quantity: 2 },
  { productId: 'gala', variantId: ticketVariantId, quantity: 1 },
];

function open(checkout: (call: ApiCall) => Response, path = '/store/cart', lines = saved) {
  window.history.replaceState(null, '', path);
  window.localStorage.setItem(cartStorageKey, JSON.stringify(lines));
  const calls = serveApi({
    'GET /api/v1/store/products': () => jsonResponse({ products: [shirt, gala] }),
    'POST /api/v1/store/checkout': checkout,
  });
  render(<CartPage />);
  return calls;
}

describe('the light cart', () => {
  it('shows the saved lines at the store’s prices and their totals at both prices', async () => {
    open(() => jsonResponse({}));
    const cart = await screen.findByRole('list', { name: 'Cart' });
    expect(within(cart).getByText('Chapter T-Shirt (S)')).toBeInTheDocument();
    expect(within(cart).getByText('Spring Gala (General)')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent(
      'Total: $65.00Paid members pay $40.00. A promo code is taken off at checkout.',
    );
  });

  it('changes a quantity and removes a line, saving both in the browser', async () => {
    const user = userEvent.setup();
    open(() => jsonResponse({}));
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity of Chapter T-Shirt (S)' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(screen.getByText('Total: $105.00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Spring Gala (General)' }));
    expect(readCart()).toEqual([{ productId: 'shirt', variantId: smallId, quantity: 4 }]);
    expect(screen.queryByText('Spring Gala (General)')).not.toBeInTheDocument();
  });

  it('says which line is gone from the store and keeps Pay off until it is removed', async () => {
    open(() => jsonResponse({}), '/store/cart', [...saved, { productId: 'old', variantId: 'gone', quantity: 1 }]);
    expect(await screen.findByText('Remove it to pay for the rest.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove An item no longer in the store' }));
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('checks the email before any call and moves to it with its error', async () => {
    const user = userEvent.setup();
    const calls = open(() => jsonResponse({}));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'fan@example');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription('Enter a valid email');
    expect(email).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('posts the whole cart with the buyer, and on a 409 shows its message and keeps the cart and what was typed', async () => {
    const user = userEvent.setup();
    const calls = open(() => errorResponse(409, 'ConflictError', 409, 'Only 1 of Chapter T-Shirt (S) is left.'));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'fan@example.com');
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'spring10');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 of Chapter T-Shirt (S) is left.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      items: saved,
      email: 'fan@example.com',
      netId: '',
      promoCode: 'spring10',
    });
    expect(readCart()).toEqual(saved);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('fan@example.com');
    expect(screen.getByRole('textbox', { name: /Promo code/ })).toHaveValue('spring10');
  });

  it('goes to the payment page the checkout answers with', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    open(() => jsonResponse({ checkoutUrl: '/checkout/cs_1', orderId: 'ord_1', expiresAt: 2_000_000_000 }));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_1'));
  });

  it("ties a refused promo code's message to its field, which takes the focus", async () => {
    const user = userEvent.setup();
    open(() => errorResponse(400, 'ValidationError', 104, 'This promo code is not valid.'));
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'fan@example.com');
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'NOPE10');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const promo = screen.getByRole('textbox', { name: /Promo code/ });
    await waitFor(() => expect(promo).toHaveAccessibleDescription('This promo code is not valid.'));
    expect(promo).toBeInvalid();
    expect(promo).toHaveFocus();
    expect(promo).toHaveValue('NOPE10');
    // Said once, at the field: not also in an alert above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 30_000);

  it('empties the cart once the payment provider returns with the paid order, asking for no prices', async () => {
    const calls = open(() => jsonResponse({}), '/store/cart?order=ord_1&paid=1');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you for your purchase!Your payment went through (order ord_1). We have emailed you a QR code: show it at pick-up.',
    );
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument();
    await waitFor(() => expect(readCart()).toEqual([]));
    expect(calls).toEqual([]);
  });

  it('says what is left of a per-person limit, will not pay past it, and offers the member price by signing in', async () => {
    const user = userEvent.setup();
    const limited = { ...shirt, limitConfiguration: { limitType: 'PER_PRODUCT' as const, maxQuantity: 3 } };
    window.history.replaceState(null, '', '/store/cart');
    window.localStorage.setItem(cartStorageKey, JSON.stringify([saved[0]]));
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [limited, gala] }) });
    render(<CartPage />);
    const cart = await screen.findByRole('list', { name: 'Cart' });
    expect(within(cart).getByText('At most 3 per person: 1 more can be added.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in for the member price' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%2Fcart',
    );
    const quantity = within(cart).getByRole('spinbutton', { name: 'Quantity of Chapter T-Shirt (S)' });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(within(cart).getByText('At most 3 per person: remove 1 to pay.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
