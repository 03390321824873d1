import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PublicProduct } from '@cp/contracts/store';
import { shirt, smallId } from '../../../test/store-products';
import { apiRequest } from '../../../lib/api-client';
import { loggedOutValue } from '../../../lib/auth';
import { readCart } from '../../../lib/store-cart';
import { renderInPortal } from '../../../test/render-in-portal';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { ProductPanel } from './product-panel';

/** The product page's panel alone, in the portal's plain frame (a session hint, not signed in). */
function openPanel() {
  const product = apiRequest<PublicProduct>('/api/v1/store/products/shirt');
  const Page = () => <ProductPanel productId="shirt" product={product} />;
  renderInPortal(Page, { auth: loggedOutValue, path: '/store/shirt', pattern: '/store/:itemId' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the product page\'s "Add to cart"', () => {
  it('adds the chosen variant and quantity to the cart, a sold-out variant not being offered', async () => {
    const user = userEvent.setup();
    serveApi({ 'GET /api/v1/store/products/shirt': () => jsonResponse(shirt) });
    openPanel();
    expect(await screen.findByRole('radio', { name: /^L:/ })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /^S: \$20\.00 \(\$15\.00 for members\) · 3 left/ }));
    const howMany = screen.getByRole('textbox', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '2');
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 2 × Chapter T-Shirt (S) to your cart.')).toBeInTheDocument();
    expect(readCart()).toEqual([{ productId: 'shirt', variantId: smallId, quantity: 2 }]);
    expect(screen.getByRole('link', { name: 'View cart (1)' })).toBeInTheDocument();
  }, 30_000);

  it('keeps -3 and 2.5 as typed and refuses them at the field (issue 43)', async () => {
    const user = userEvent.setup();
    serveApi({ 'GET /api/v1/store/products/shirt': () => jsonResponse(shirt) });
    openPanel();
    await user.click(await screen.findByRole('radio', { name: /^S:/ }));
    const howMany = screen.getByRole('textbox', { name: 'How many' });
    for (const typed of ['-3', '2.5']) {
      await user.clear(howMany);
      await user.type(howMany, typed);
      expect(howMany).toHaveValue(typed);
      expect(await screen.findByText('Choose 1 to 3', { selector: '.cp-field-error' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    }
  }, 30_000);

  it('says "At most N per person" and refuses more than is left of it', async () => {
    const user = userEvent.setup();
    const limited = { ...shirt, limitConfiguration: { limitType: 'PER_VARIANT' as const, maxQuantity: 2 } };
    serveApi({ 'GET /api/v1/store/products/shirt': () => jsonResponse(limited) });
    openPanel();
    expect(await screen.findByText('At most 2 per person')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^S:/ }));
    const howMany = screen.getByRole('textbox', { name: 'How many' });
    await user.clear(howMany);
    await user.type(howMany, '3');
    expect(await screen.findByText('At most 2 per person', { selector: '.cp-field-error' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  }, 30_000);
});
