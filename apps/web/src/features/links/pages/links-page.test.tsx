import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { Link } from '@cp/contracts/links';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import LinksPage from './links-page';

// Typing is incidental to these tests: no pause between keystrokes (the default waits a
// macrotask per key, which on a loaded two-core machine adds seconds to a form).
const user = userEvent.setup({ delay: null });
const link = (slug: string, owner = 'jdoe2@illinois.edu'): Link => ({
  slug,
  redirect: `https://example.com/${slug}`,
  access: [],
  owner,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  counter: 3,
});

const page = (
  <>
    <Notifications />
    <LinksPage />
  </>
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LinksPage', () => {
  it('shows skeleton rows while loading, then my links with their short URLs', async () => {
    let answer: (response: Response) => void = () => {};
    serveApi({ 'GET /api/v1/linkry/redir': () => new Promise<Response>((resolve) => (answer = resolve)) as never });
    renderWithProviders(page, { auth: signedInUser(['LINKS_MANAGER']), path: '/linkry' });
    expect(await screen.findAllByTestId('link-skeleton-row')).toHaveLength(3);
    answer(jsonResponse({ ownedLinks: [link('notes')], delegatedLinks: [] }));
    const table = await screen.findByRole('table', { name: 'My links' });
    expect(await within(table).findByRole('link', { name: `${window.location.origin}/notes` })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'https://example.com/notes' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: `Copy ${window.location.origin}/notes` })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Edit notes' })).toHaveAttribute(
      'href',
      '/linkry/edit/notes?previousPage=%2Flinkry',
    );
  });

  it('has an empty state on each tab', async () => {
    serveApi({ 'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: [], delegatedLinks: [] }) });
    renderWithProviders(page, { auth: signedInUser(['LINKS_MANAGER']), path: '/linkry' });
    expect(await screen.findByText("You have no short links yet. Click 'Add Link' to create one.")).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Delegated Links' }));
    expect(await screen.findByText('No links are delegated to your groups yet.')).toBeInTheDocument();
  });

  it('lists delegated links on their own tab', async () => {
    serveApi({
      'GET /api/v1/linkry/redir': () =>
        jsonResponse({ ownedLinks: [], delegatedLinks: [link('team/agenda', 'other@illinois.edu')] }),
    });
    renderWithProviders(page, { auth: signedInUser(['LINKS_MANAGER']), path: '/linkry?tab=delegated' });
    const table = await screen.findByRole('table', { name: 'Delegated links' });
    expect(await within(table).findByText('https://example.com/team/agenda')).toBeInTheDocument();
  });

  it('deletes only after confirmation', async () => {
    const calls = serveApi({
      'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: [link('old')], delegatedLinks: [] }),
      'DELETE /api/v1/linkry/redir/old': () => new Response(null, { status: 204 }),
    });
    renderWithProviders(page, { auth: signedInUser(['LINKS_MANAGER']), path: '/linkry' });
    await user.click(await screen.findByRole('button', { name: 'Delete old' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete link' });
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
    expect(await screen.findByText('Link deleted')).toBeInTheDocument();
  });

  it("reports 'Error deleting link' with the server's message", async () => {
    serveApi({
      'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: [link('kept')], delegatedLinks: [] }),
      'DELETE /api/v1/linkry/redir/kept': () =>
        errorResponse(403, 'ForbiddenError', 102, 'You may not delete this link.'),
    });
    renderWithProviders(page, { auth: signedInUser(['LINKS_MANAGER']), path: '/linkry' });
    await user.click(await screen.findByRole('button', { name: 'Delete kept' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting link')).toBeInTheDocument();
    expect(screen.getByText('You may not delete this link.')).toBeInTheDocument();
  });

  it('shows cards instead of the table at phone width', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener() {},
          removeEventListener() {},
        }) as never,
    );
    serveApi({
      'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: [link('a'), link('b')], delegatedLinks: [] }),
    });
    renderWithProviders(page, { auth: signedInUser(['LINKS_MANAGER']), path: '/linkry' });
    const list = await screen.findByRole('list', { name: 'My links' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('button', { name: 'Delete b' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers no Add Link and disables Edit for a links administrator without LINKS_MANAGER', async () => {
    serveApi({ 'GET /api/v1/linkry/redir': () => jsonResponse({ ownedLinks: [link('mine')], delegatedLinks: [] }) });
    renderWithProviders(page, { auth: signedInUser(['LINKS_ADMIN']), path: '/linkry' });
    expect(await screen.findByRole('button', { name: 'Delete mine' })).toBeEnabled();
    expect(screen.queryByRole('link', { name: 'Add Link' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit mine' })).toHaveAttribute('data-disabled', 'true');
  });
});
