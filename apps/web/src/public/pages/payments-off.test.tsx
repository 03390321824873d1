import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { cartStorageKey } from '../../lib/store-cart';
import { jsonResponse, serveApi } from '../../test/serve-api';
import { gala, shirt, smallId } from '../../test/store-products';
import { visitorPages } from '../pages';
import { VisitorApp } from '../visitor-app';

// Decision 0036: a portal that takes no payments (the server inlines `payments: 'off'`) says so
// on every light page that would take money, instead of offering Pay.

const notSetUp = 'Payments are not set up on this portal.';
const checkoutId = `cs_local_${'a'.repeat(24)}`;
const linkId = `plink_local_${'b'.repeat(24)}`;

beforeEach(() => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'cp-client-config';
  element.textContent = JSON.stringify({ payments: 'off' });
  document.head.append(element);
});
afterEach(() => {
  document.getElementById('cp-client-config')?.remove();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
});

function show(name: keyof typeof visitorPages, params: Record<string, string> = {}) {
  const page = visitorPages[name];
  page.prefetch?.(params);
  return render(<VisitorApp page={page} params={params} />);
}

describe('the light pages when payments are off', () => {
  it('the cart says so instead of the checkout form', async () => {
    window.history.replaceState(null, '', '/store/cart');
    window.localStorage.setItem(
      cartStorageKey,
      JSON.stringify([{ productId: 'shirt', variantId: smallId, quantity: 1 }]),
    );
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [shirt, gala] }) });
    show('storeCart');
    expect(await screen.findByText(notSetUp)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('the store says so', async () => {
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [shirt] }) });
    show('store');
    expect(await screen.findByText(notSetUp)).toBeInTheDocument();
  });

  it('the checkout and the payment link pages say so instead of Pay', async () => {
    serveApi({
      [`GET /api/v1/payments/local/checkouts/${checkoutId}`]: () =>
        jsonResponse({
          id: checkoutId,
          status: 'open',
          lineItems: [{ name: 'Hoodie', unitAmountCents: 9000, quantity: 1 }],
          amountTotalCents: 9000,
          customerEmail: null,
        }),
      [`GET /api/v1/payments/local/links/${linkId}`]: () =>
        jsonResponse({ id: linkId, name: 'Invoice 7', amountCents: 9000, active: true }),
    });
    const checkout = show('checkout', { id: checkoutId });
    expect(await screen.findByText(notSetUp)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    checkout.unmount();
    show('pay', { id: linkId });
    expect(await screen.findByText(notSetUp)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });

  it('the membership page says so instead of Pay', async () => {
    serveApi({ 'GET /api/v1/membership/fee': () => jsonResponse({ amountCents: 2000 }) });
    show('membership');
    expect(await screen.findByText(notSetUp)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
  });
});
