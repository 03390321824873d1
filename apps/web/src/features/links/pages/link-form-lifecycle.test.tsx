import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Link } from '@cp/contracts/links';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { jsonResponse, serveApi } from '../../../test/serve-api';
import AddLinkPage from './add-link-page';
import EditLinkPage from './edit-link-page';

const user = userEvent.setup({ delay: null });
const stored: Link = {
  slug: 'spring/formal',
  redirect: 'https://example.com/formal',
  access: [],
  owner: 'jdoe2@illinois.edu',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  counter: 4,
  validFrom: '2026-03-01T15:00:00.000Z',
  validUntil: '2026-04-01T04:59:00.000Z',
  maxClicks: 100,
  fallbackUrl: 'https://example.com/over',
  expired: false,
  tags: ['events'],
};

const renderRoutes = (path: string) =>
  renderWithProviders(null, {
    auth: signedInUser(['LINKS_MANAGER']),
    path,
    routes: [
      { path: '/linkry/add', element: <AddLinkPage /> },
      { path: '/linkry/edit/*', element: <EditLinkPage /> },
      { path: '/linkry', element: <p>The link list</p> },
    ],
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the link form: lifecycle and tags', () => {
  it('sends the maximum clicks, the fallback URL and the tags of a new link', async () => {
    const calls = serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse([]),
      'POST /api/v1/linkry/redir': ({ body }) => jsonResponse({ ...stored, ...(body as object) }, 201),
    });
    renderRoutes('/linkry/add');
    await user.type(await screen.findByLabelText(/Alias/), 'fresh');
    await user.type(screen.getByLabelText(/Redirect URL/), 'https://example.com/fresh');
    await user.type(screen.getByLabelText(/Maximum clicks/), '50');
    await user.type(screen.getByLabelText(/Fallback URL/), 'javascript:alert(1)');
    await user.type(screen.getByRole('combobox', { name: /Tags/ }), 'Events{Enter}spring{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The fallback is held to the same rule as the target.
    expect(await screen.findByText('Invalid URL. Use format: https:// or https://www.example.com')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Fallback URL/));
    await user.type(screen.getByLabelText(/Fallback URL/), 'https://example.com/full');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The link list')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      slug: 'fresh',
      redirect: 'https://example.com/fresh',
      access: [],
      isEdited: false,
      maxClicks: 50,
      fallbackUrl: 'https://example.com/full',
      tags: ['events', 'spring'],
    });
  });

  it('shows the stored dates in Chicago time, sends them back as ISO 8601, and clears what is emptied', async () => {
    const calls = serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse([]),
      'GET /api/v1/linkry/redir/spring/formal': () => jsonResponse(stored),
      'POST /api/v1/linkry/redir': ({ body }) => jsonResponse({ ...stored, ...(body as object) }),
    });
    renderRoutes('/linkry/edit/spring/formal');
    expect(await screen.findByRole('button', { name: /Valid from/ })).toHaveTextContent('Mar 1, 2026 9:00 AM');
    expect(screen.getByRole('button', { name: /Valid until/ })).toHaveTextContent('Mar 31, 2026 11:59 PM');
    await user.clear(screen.getByLabelText(/Maximum clicks/));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The link list')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      slug: 'spring/formal',
      redirect: 'https://example.com/formal',
      access: [],
      isEdited: true,
      validFrom: '2026-03-01T15:00:00.000Z',
      validUntil: '2026-04-01T04:59:00.000Z',
      maxClicks: null,
      fallbackUrl: 'https://example.com/over',
      tags: ['events'],
    });
  });

  it('offers the stats and the QR code of the link being edited', async () => {
    serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse([]),
      'GET /api/v1/linkry/redir/spring/formal': () => jsonResponse(stored),
    });
    renderRoutes('/linkry/edit/spring/formal');
    expect(await screen.findByRole('link', { name: 'Stats' })).toHaveAttribute('href', '/linkry/stats/spring/formal');
    expect(await screen.findByRole('link', { name: 'QR (SVG)' })).toHaveAttribute(
      'href',
      '/api/v1/linkry/redir/spring/formal/qr.svg?logo=0',
    );
    expect(screen.getByRole('link', { name: 'QR (PNG)' })).toHaveAttribute('download', 'spring-formal-qr.png');
    expect(screen.getByRole('img', { name: /^QR code that opens .*\/spring\/formal$/ })).toBeInTheDocument();
  });
});
