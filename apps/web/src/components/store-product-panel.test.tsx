import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shirt, smallId } from '../test/store-products';
import { loggedOutValue } from '../lib/auth';
import { readCart } from '../lib/store-cart';
import { renderWithProviders } from '../test/render';
import { jsonResponse, serveApi } from '../test/serve-api';
import { StoreProductPanel } from './store-product-panel';

afterEach(() => vi.unstubAllGlobals());

describe('the product page\'s "Add to cart"', () => {
  it('adds the chosen variant and quantity to the cart, a sold-out variant not being offered', async () => {
    const user = userEvent.setup();
    serveApi({ 'GET /api/v1/store/products/shirt': () => jsonResponse(shirt) });
    renderWithProviders(<StoreProductPanel productId="shirt" />, { auth: loggedOutValue });
    expect(await screen.findByRole('radio', { name: /^L:/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^S: \$15\.00 members, \$20\.00 others · 3 left/ }));
    const howMany = screen.getByRole('textbox', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 2 × Chapter T-Shirt (S) to your cart.')).toBeInTheDocument();
    expect(readCart()).toEqual([{ productId: 'shirt', variantId: smallId, quantity: 2 }]);
    expect(screen.getByRole('link', { name: 'View cart (1)' })).toBeInTheDocument();
  }, 30_000);
});
