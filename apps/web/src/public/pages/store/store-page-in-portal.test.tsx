import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { loggedOutValue } from '../../../lib/auth';
import { signedInUser } from '../../../test/render';
import { renderInPortal } from '../../../test/render-in-portal';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import { asMember, gala, shirt } from '../../../test/store-products';
import StorePage from './store-page';

afterEach(() => vi.unstubAllGlobals());

describe('the store in the portal (signed in or with a session hint)', () => {
  it('lists each product on sale with its price, linking to its page', async () => {
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [shirt, gala] }) });
    renderInPortal(StorePage, { auth: loggedOutValue, path: '/store', withMembership: true });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getByRole('link', { name: /Chapter T-Shirt.*from \$20\.00/ })).toHaveAttribute(
      'href',
      '/store/shirt',
    );
    expect(within(list).getByRole('link', { name: /Spring Gala.*Union Ballroom.*\$25\.00/ })).toBeInTheDocument();
  });

  it('says when nothing is on sale', async () => {
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [] }) });
    renderInPortal(StorePage, { auth: loggedOutValue, path: '/store', withMembership: true });
    expect(await screen.findByText('Nothing is on sale right now.')).toBeInTheDocument();
  });

  it('shows a signed-in paid member the member prices, and a visitor how to get them', async () => {
    serveApi({
      'GET /api/v1/store/products': () => jsonResponse({ products: [asMember(shirt), asMember(gala)] }),
      'GET /api/v1/membership/me': () => jsonResponse({ netId: 'jdoe2', paidSince: '2026-09-02T15:00:00.000Z' }),
    });
    renderInPortal(StorePage, { auth: signedInUser(), path: '/store', withMembership: true });
    const list = await screen.findByRole('list', { name: 'Products' });
    expect(await within(list).findByRole('link', { name: /Spring Gala.*\$10\.00 member price/ })).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: /Chapter T-Shirt.*from \$15\.00 member price/ })).toBeInTheDocument();
    expect(screen.getByText('You pay the member price.')).toBeInTheDocument();
  });

  it('offers a visitor the member price by signing in', async () => {
    serveApi({ 'GET /api/v1/store/products': () => jsonResponse({ products: [shirt] }) });
    renderInPortal(StorePage, { auth: loggedOutValue, path: '/store', withMembership: true });
    expect(await screen.findByRole('link', { name: 'Sign in for the member price' })).toHaveAttribute(
      'href',
      '/login?returnTo=%2Fstore',
    );
  });
});
