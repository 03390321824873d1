import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, signedInUser } from '../../test/render';
import { jsonResponse, serveApi } from '../../test/serve-api';
import { usePaymentsOff } from '../../public/page-context';
import { fallbackClientConfig } from '../../config';
import LightPageFrame from './light-page-frame';

afterEach(() => vi.unstubAllGlobals());

/** A public page written with plain anchors, as the light pages are. */
function PlainPage({ params }: { params: Record<string, string> }) {
  return (
    <>
      <p>Page {params.id}</p>
      <a href="/store/cart">Cart</a>
      <a href="/store/cart" target="_blank">
        Cart in a new tab
      </a>
    </>
  );
}

describe("a public page in the portal's frame", () => {
  it('takes a plain click on a link to the portal through the router, and leaves the rest to the browser', async () => {
    const user = userEvent.setup();
    serveApi({ 'GET /api/v1/clientConfig': () => jsonResponse(fallbackClientConfig) });
    const view = renderWithProviders(null, {
      auth: signedInUser(),
      path: '/pages/7',
      routes: [
        { path: '/pages/:id', element: <LightPageFrame Page={PlainPage} /> },
        { path: '/store/cart', element: <p>The cart</p> },
      ],
    });
    expect(screen.getByText('Page 7')).toBeInTheDocument();
    const newTab = screen.getByRole('link', { name: 'Cart in a new tab' });
    newTab.addEventListener('click', (event) => event.preventDefault());
    await user.click(newTab);
    expect(view.router.state.location.pathname).toBe('/pages/7');
    await user.click(screen.getByRole('link', { name: 'Cart' }));
    expect(await screen.findByText('The cart')).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/store/cart');
  });

  it("hands the page the portal's settings (read through its query, not written into the document)", async () => {
    serveApi({ 'GET /api/v1/clientConfig': () => jsonResponse({ ...fallbackClientConfig, payments: 'off' }) });
    function PaymentsPage() {
      return <p>{usePaymentsOff() ? 'Payments are off' : 'Payments are on'}</p>;
    }
    renderWithProviders(null, {
      auth: signedInUser(),
      path: '/pay',
      routes: [{ path: '/pay', element: <LightPageFrame Page={PaymentsPage} /> }],
    });
    expect(await screen.findByText('Payments are off')).toBeInTheDocument();
  });
});
