import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedOutValue } from '../../../lib/auth';
import { browser } from '../../../lib/browser';
import { cartStorageKey, readCart } from '../../../lib/store-cart';
import { signedInUser } from '../../../test/render';
import { renderInPortal } from '../../../test/render-in-portal';
import { errorResponse, jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';
import { asMember, gala, shirt, smallId, ticketVariantId } from '../../../test/store-products';
import CartPage from './cart-page';

afterEach(() => vi.unstubAllGlobals());

const saved = [
  { productId: 'shirt', variantId: smallId, quantity: 2 },
  { productId: 'gala', variantId: ticketVariantId, quantity: 1 },
];

function open(checkout: (call: ApiCall) => Response, path = '/store/cart', auth = loggedOutValue) {
  window.localStorage.setItem(cartStorageKey, JSON.stringify(saved));
  const calls = serveApi({
    // The store prices each variant for the one asking: the member price for the signed-in paid member.
    'GET /api/v1/store/products': () =>
      jsonResponse({ products: auth === loggedOutValue ? [shirt, gala] : [asMember(shirt), asMember(gala)] }),
    'GET /api/v1/membership/me': () => jsonResponse({ netId: 'jdoe2', paidSince: '2026-09-02T15:00:00.000Z' }),
    'POST /api/v1/store/checkout': checkout,
  });
  renderInPortal(CartPage, { auth, path, pattern: '/store/cart', withMembership: true });
  return calls;
}

describe('the cart page in the portal (signed in or with a session hint)', () => {
  it('shows the saved lines and their totals at both prices', async () => {
    open(() => jsonResponse({}));
    const cart = await screen.findByRole('list', { name: 'Cart' });
    expect(within(cart).getByText('Chapter T-Shirt (S)')).toBeInTheDocument();
    expect(within(cart).getByText('Spring Gala (General)')).toBeInTheDocument();
    expect(screen.getByText('Total: $65.00')).toBeInTheDocument();
    expect(screen.getByText(/Paid members pay \$40\.00/)).toBeInTheDocument();
  });

  it('posts the whole cart with the buyer, and on a 409 shows its message and keeps the cart and what was typed', async () => {
    const user = userEvent.setup();
    const calls = open(() => errorResponse(409, 'ConflictError', 409, 'Only 1 of Chapter T-Shirt (S) is left.'));
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'fan@example.com');
    await user.type(screen.getByRole('textbox', { name: /Promo code/ }), 'spring10');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(await screen.findByText('Only 1 of Chapter T-Shirt (S) is left.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      items: saved,
      email: 'fan@example.com',
      netId: '',
      promoCode: 'spring10',
    });
    expect(readCart()).toEqual(saved);
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('fan@example.com');
    expect(screen.getByRole('textbox', { name: /Promo code/ })).toHaveValue('spring10');
  }, 30_000);

  it("ties a refused promo code's message to its field, which takes the focus", async () => {
    const user = userEvent.setup();
    open(() => errorResponse(400, 'ValidationError', 104, 'This promo code is not valid.'));
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'fan@example.com');
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

  it('empties the cart once the payment provider returns with the paid order', async () => {
    open(() => jsonResponse({}), '/store/cart?order=ord_1&paid=1');
    expect(await screen.findByText('Thank you for your purchase!')).toBeInTheDocument();
    expect(screen.getByText(/Your cart is empty/)).toBeInTheDocument();
    expect(readCart()).toEqual([]);
  });

  it("prices a signed-in paid member's cart at member prices and fills in the account's email and NetID", async () => {
    const user = userEvent.setup();
    const calls = open(
      () => jsonResponse({ checkoutUrl: '/checkout/cs_1', orderId: 'ord_1', expiresAt: 1 }),
      '/store/cart',
      signedInUser(),
    );
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    expect(await screen.findByText('Total: $40.00')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent('You pay the member price.');
    expect(screen.queryByRole('link', { name: 'Sign in for the member price' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Cart' })).getByText('$15.00 member price')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveValue('jdoe2@illinois.edu');
    const netId = screen.getByRole('textbox', { name: 'NetID' });
    expect(netId).toHaveValue('jdoe2');
    expect(netId).toHaveAttribute('readonly');
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        email: 'jdoe2@illinois.edu',
        netId: 'jdoe2',
      }),
    );
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/cs_1'));
    assign.mockRestore();
  }, 30_000);

  it('offers a signed-out buyer the member price by signing in', async () => {
    open(() => jsonResponse({}));
    expect(await screen.findByRole('link', { name: 'Sign in for the member price' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore%2Fcart',
    );
    expect(screen.getByText('Total: $65.00')).toBeInTheDocument();
  });

  it('asks a signed-out buyer to sign in for a product sold only to signed-in buyers, and keeps Pay off', async () => {
    window.localStorage.setItem(cartStorageKey, JSON.stringify(saved));
    serveApi({
      'GET /api/v1/store/products': () =>
        jsonResponse({ products: [{ ...shirt, verifiedIdentityRequired: true }, gala] }),
    });
    renderInPortal(CartPage, { auth: loggedOutValue, path: '/store/cart', withMembership: true });
    expect(await screen.findByText('Only signed-in buyers can buy this.')).toBeInTheDocument();
    expect(screen.getByText('Chapter T-Shirt', { selector: '.cp-notice div' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay' })).toBeDisabled();
  });
});
