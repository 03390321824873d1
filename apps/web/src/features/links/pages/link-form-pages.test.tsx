import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { Link } from '@cp/contracts/links';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import AddLinkPage from './add-link-page';
import EditLinkPage from './edit-link-page';

// Typing is incidental to these tests: no pause between keystrokes (the default waits a
// macrotask per key, which on a loaded two-core machine adds seconds to a form).
const user = userEvent.setup({ delay: null });
const groups = [
  { id: 'officers', displayName: 'Chapter Officers' },
  { id: 'infra-team', displayName: 'Infrastructure Team' },
];
const existing: Link = {
  slug: 'team/agenda',
  redirect: 'https://example.com/agenda',
  access: ['officers'],
  owner: 'jdoe2@illinois.edu',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  counter: 12,
};

function renderRoutes(path: string) {
  const withNotifications = (element: React.ReactNode) => (
    <>
      <Notifications />
      {element}
    </>
  );
  return renderWithProviders(null, {
    auth: signedInUser(['LINKS_MANAGER']),
    path,
    routes: [
      { path: '/linkry/add', element: withNotifications(<AddLinkPage />) },
      { path: '/linkry/edit/*', element: withNotifications(<EditLinkPage />) },
      { path: '/linkry', element: withNotifications(<p>The link list</p>) },
      { path: '/elsewhere', element: <p>Somewhere else</p> },
    ],
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddLinkPage', () => {
  it('keeps Save disabled until something changed, and generates a 6-letter alias', async () => {
    serveApi({ 'GET /api/v1/linkry/groups': () => jsonResponse(groups) });
    renderRoutes('/linkry/add');
    const save = await screen.findByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Random' }));
    expect((screen.getByLabelText(/Alias/) as HTMLInputElement).value).toMatch(/^[A-Za-z]{6}$/);
    expect(save).toBeEnabled();
  });

  it('shows the spec messages without calling the server', async () => {
    const calls = serveApi({ 'GET /api/v1/linkry/groups': () => jsonResponse(groups) });
    renderRoutes('/linkry/add');
    await user.type(await screen.findByLabelText(/Redirect URL/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter or generate an alias')).toBeInTheDocument();
    expect(screen.getByText('Invalid URL. Use format: https:// or https://www.example.com')).toBeInTheDocument();
    // 101 characters in one change event: typing them one by one is incidental and slow.
    fireEvent.change(screen.getByLabelText(/Alias/), { target: { value: 'x'.repeat(101) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shortened URL cannot be that long')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('creates the link with its access groups and returns to previousPage', async () => {
    const calls = serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse(groups),
      'POST /api/v1/linkry/redir': ({ body }) => jsonResponse({ ...existing, ...(body as object), counter: 0 }, 201),
    });
    renderRoutes(`/linkry/add?previousPage=${encodeURIComponent('/elsewhere')}`);
    await user.type(await screen.findByLabelText(/Alias/), 'fresh');
    await user.type(screen.getByLabelText(/Redirect URL/), 'https://example.com/fresh');
    await user.click(screen.getByRole('combobox', { name: 'Access groups' }));
    await user.click(await screen.findByRole('option', { name: 'Infrastructure Team' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Somewhere else')).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      slug: 'fresh',
      redirect: 'https://example.com/fresh',
      access: ['infra-team'],
      isEdited: false,
    });
  });

  it("reports 'Failed to create link' with the server's message", async () => {
    serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse(groups),
      'POST /api/v1/linkry/redir': () =>
        errorResponse(409, 'ConflictError', 105, 'The short link "taken" already exists.'),
    });
    renderRoutes('/linkry/add');
    await user.type(await screen.findByLabelText(/Alias/), 'taken');
    await user.type(screen.getByLabelText(/Redirect URL/), 'https://example.com/');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create link');
    expect(alert).toHaveTextContent('The short link "taken" already exists.');
  });
});

describe('EditLinkPage', () => {
  it('fills the form from the link, keeps the alias fixed and sends isEdited', async () => {
    const calls = serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse(groups),
      'GET /api/v1/linkry/redir/team/agenda': () => jsonResponse(existing),
      'POST /api/v1/linkry/redir': ({ body }) => jsonResponse({ ...existing, ...(body as object) }),
    });
    renderRoutes('/linkry/edit/team/agenda');
    const redirect = await screen.findByLabelText(/Redirect URL/);
    expect(redirect).toHaveValue('https://example.com/agenda');
    expect(screen.getByLabelText(/Alias/)).toHaveAttribute('readonly');
    expect(screen.getByText(/^Clicked 12 times/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(redirect);
    await user.type(redirect, 'https://example.com/agenda-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The link list')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      slug: 'team/agenda',
      redirect: 'https://example.com/agenda-2',
      access: ['officers'],
      isEdited: true,
    });
  });

  it('leaves the page once the server saved, without waiting for the links to be read again', async () => {
    let linkReads = 0;
    serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse(groups),
      // The first read fills the form; a read after the save never answers (a loaded server).
      'GET /api/v1/linkry/redir/team/agenda': () =>
        ++linkReads === 1 ? jsonResponse(existing) : new Promise<Response>(() => undefined),
      'POST /api/v1/linkry/redir': ({ body }) => jsonResponse({ ...existing, ...(body as object) }),
    });
    renderRoutes('/linkry/edit/team/agenda');
    const redirect = await screen.findByLabelText(/Redirect URL/);
    await user.clear(redirect);
    await user.type(redirect, 'https://example.com/agenda-3');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The link list')).toBeInTheDocument();
  });

  it('lets a delegate change the target but not who the link is delegated to', async () => {
    serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse(groups),
      'GET /api/v1/linkry/redir/team/agenda': () => jsonResponse({ ...existing, owner: 'someone@illinois.edu' }),
    });
    renderRoutes('/linkry/edit/team/agenda');
    expect(await screen.findByLabelText(/Redirect URL/)).toBeEnabled();
    expect(screen.getByRole('combobox', { name: /Access groups/ })).toBeDisabled();
    expect(
      screen.getByText('Only the owner of this link or a links administrator may change who it is delegated to.'),
    ).toBeInTheDocument();
  });

  it("reports 'Failed to edit link' with the server's message", async () => {
    serveApi({
      'GET /api/v1/linkry/groups': () => jsonResponse(groups),
      'GET /api/v1/linkry/redir/team/agenda': () => jsonResponse(existing),
      'POST /api/v1/linkry/redir': () => errorResponse(403, 'ForbiddenError', 102, 'You may not edit this link.'),
    });
    renderRoutes('/linkry/edit/team/agenda');
    const redirect = await screen.findByLabelText(/Redirect URL/);
    await user.type(redirect, '-2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to edit link');
    expect(alert).toHaveTextContent('You may not edit this link.');
  });

  it('goes back to /linkry when the link cannot be fetched', async () => {
    serveApi({ 'GET /api/v1/linkry/groups': () => jsonResponse(groups) });
    renderRoutes('/linkry/edit/gone');
    expect(await screen.findByText('The link list')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Failed to fetch link data')).toBeInTheDocument());
  });
});
