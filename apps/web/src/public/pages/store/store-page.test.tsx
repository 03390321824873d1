import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { cartStorageKey } from '../../../lib/store-cart';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { gala, shirt, smallId } from '../../../test/store-products';
import StorePage from './store-page';

afterEach(() => vi.unstubAllGlobals());

const withImage = (productId: string) => ({
  ...shirt,
  productId,
  name: `Mug ${productId}`,
  imageUrl: `/api/v1/store/products/${productId}/image?v=1`,
});

describe('the light store', () => {
  it('lists each product on sale with its price, date and place, linking to its page, from one call', async () => {
    const calls = serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [shirt, gala] }) });
    render(<StorePage />);
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByRole('link', { name: /Chapter T-Shirt.*from \$20\.00/ })).toHaveAttribute(
      'href',
      '/store/shirt',
    );
    expect(
      within(list).getByRole('link', { name: /Spring Gala.*Apr 10, 2030 7:00 PM · Union Ballroom.*\$25\.00/ }),
    ).toHaveAttribute('href', '/store/gala');
    expect(calls).toHaveLength(1);
  });

  it('shows a visitor the non-member price and "Sign in for the member price", back to the store', async () => {
    window.history.replaceState(null, '', '/store');
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [gala] }) });
    render(<StorePage />);
    expect(await screen.findByRole('link', { name: /Spring Gala.*\$25\.00/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in for the member price' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore',
    );
    window.history.replaceState(null, '', '/');
  });

  it('marks a product with nothing left as sold out', async () => {
    const soldOut = { ...gala, remaining: 0 };
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [soldOut] }) });
    render(<StorePage />);
    expect(await screen.findByRole('link', { name: /Spring Gala.*\$25\.00.*Sold out/ })).toBeInTheDocument();
  });

  it('loads the first picture at once, even below a card without one, and each other one as it shows', async () => {
    // Stands in for the browser's: reports each watched picture on the screen when told to.
    const watched: [Element, IntersectionObserverCallback][] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(target: Element) {
          watched.push([target, this.report]);
        }
        disconnect() {}
      },
    );
    const products = [shirt, ...['a', 'b', 'c'].map(withImage)];
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products }) });
    const { container } = render(<StorePage />);
    await screen.findByRole('list', { name: 'Products' });
    const images = () => [...container.querySelectorAll('img')];
    expect(images().map((image) => image.getAttribute('src'))).toEqual([
      '/api/v1/store/products/a/image?v=1',
      null,
      null,
    ]);
    expect(images().map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    const [target, report] = watched.find(([image]) => image === images()[1])!;
    act(() => report([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(images().map((image) => image.getAttribute('src'))).toEqual([
      '/api/v1/store/products/a/image?v=1',
      '/api/v1/store/products/b/image?v=1',
      null,
    ]);
  });

  it('says when nothing is on sale, and links to the cart with its count', async () => {
    window.localStorage.setItem(
      cartStorageKey,
      JSON.stringify([{ productId: 'shirt', variantId: smallId, quantity: 3 }]),
    );
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [] }) });
    render(<StorePage />);
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    expect(await screen.findByText('Nothing is on sale right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart (1)' })).toHaveAttribute('href', '/store/cart');
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    serveApi({
      'GET /api/v1/store/products': () =>
        errorResponse(503, 'ServiceUnavailableError', 503, 'The store is closed for maintenance.'),
    });
    render(<StorePage />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the store');
    expect(alert).toHaveTextContent('The store is closed for maintenance.');
  });
});
