import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { renderWithProviders, signedInUser } from '../../../test/render';
import IamPage from './iam-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const groups = [
  { id: 'events-team', displayName: 'Events Team' },
  { id: 'ticketing-team', displayName: 'Ticketing Team' },
];
const members = [
  { name: 'Evan Events', email: 'events@illinois.edu' },
  { name: 'Ella Ortiz', email: 'ella@illinois.edu' },
];
const admin = () => renderWithProviders(<IamPage />, { auth: signedInUser(['IAM_ADMIN']), path: '/iam' });

async function chooseGroup(user: ReturnType<typeof userEvent.setup>, name: string) {
  const select = await screen.findByRole('combobox', { name: 'Group' });
  await waitFor(() => expect(select).toBeEnabled());
  await user.click(select);
  await user.click(await screen.findByRole('option', { name }));
}

describe('IamPage', () => {
  it('shows only the invite box to the invite-only role', async () => {
    const calls = serveApi({});
    renderWithProviders(<IamPage />, { auth: signedInUser(['IAM_INVITE_ONLY']), path: '/iam' });
    expect(await screen.findByRole('heading', { name: 'Invite Users' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Group Management' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/v1/iam/groups')).toBe(false);
  });

  it('invites each email, shows each failure with its details dialog, and keeps the failed ones', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'GET /api/v1/iam/groups': () => jsonResponse(groups),
      'POST /api/v1/iam/inviteUsers': () =>
        jsonResponse({
          success: [{ email: 'new@illinois.edu' }],
          failure: [{ email: 'out@gmail.com', message: 'Only @illinois.edu emails can be invited.' }],
        }),
    });
    admin();
    const box = await screen.findByRole('textbox', { name: /Emails \(one per line\)/ });
    await user.type(box, 'New@illinois.edu{Enter}out@gmail.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Invite Users' }));
    expect(await screen.findByText('Invited new@illinois.edu')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ emails: ['new@illinois.edu', 'out@gmail.com'] });
    expect(screen.getByText('Error with out@gmail.com')).toBeInTheDocument();
    expect(box).toHaveValue('out@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Details for out@gmail.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitation Error' });
    expect(within(dialog).getByText('Only @illinois.edu emails can be invited.')).toBeInTheDocument();
  }, 30_000);

  it("says 'Failed to get groups.' when the groups cannot be loaded", async () => {
    serveApi({ 'GET /api/v1/iam/groups': () => errorResponse(502, 'DirectoryError', 120, 'Down.') });
    admin();
    expect(await screen.findByText('Failed to get groups.')).toBeInTheDocument();
  });

  it("says 'Failed to retrieve members.' when a group's members cannot be loaded", async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/v1/iam/groups': () => jsonResponse(groups),
      'GET /api/v1/iam/groups/events-team': () => errorResponse(502, 'DirectoryError', 120, 'Down.'),
    });
    admin();
    await chooseGroup(user, 'Events Team');
    expect(await screen.findByText('Failed to retrieve members.')).toBeInTheDocument();
  }, 30_000);

  it("offers Save only once a group is chosen, saying 'No group selected for update.' until then", async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/v1/iam/groups': () => jsonResponse(groups),
      'GET /api/v1/iam/groups/events-team': () => jsonResponse(members),
    });
    admin();
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByText('No group selected for update.')).toBeInTheDocument();
    await chooseGroup(user, 'Events Team');
    await user.type(await screen.findByRole('textbox', { name: 'Add member' }), 'new@illinois.edu{Enter}');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(screen.queryByText('No group selected for update.')).not.toBeInTheDocument();
  }, 30_000);

  it('queues university members only, saying why another address is refused', async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/v1/iam/groups': () => jsonResponse(groups),
      'GET /api/v1/iam/groups/events-team': () => jsonResponse(members),
    });
    admin();
    await chooseGroup(user, 'Events Team');
    const input = await screen.findByRole('textbox', { name: 'Add member' });
    await user.type(input, 'someone@gmail.com{Enter}');
    expect(await screen.findByText('Only @illinois.edu emails can be added.')).toBeInTheDocument();
    expect(input).toHaveValue('someone@gmail.com');
    expect(screen.queryByText('Queued for addition')).not.toBeInTheDocument();
  }, 30_000);

  it('queues adds and confirmed removals, saves them, and shows each email that failed', async () => {
    const user = userEvent.setup();
    const calls = serveApi({
      'GET /api/v1/iam/groups': () => jsonResponse(groups),
      'GET /api/v1/iam/groups/events-team': () => jsonResponse(members),
      'PATCH /api/v1/iam/groups/events-team': () =>
        jsonResponse({
          success: [{ email: 'ella@illinois.edu' }],
          failure: [{ email: 'ghost@illinois.edu', message: 'No user with this email is in the directory.' }],
        }),
    });
    admin();
    await chooseGroup(user, 'Events Team');
    expect(await screen.findByText('Evan Events')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Add member' });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Email is missing or the user already exists.')).toBeInTheDocument();
    await user.type(input, 'Events@illinois.edu');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Email is missing or the user already exists.')).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'ghost@illinois.edu{Enter}');
    expect(await screen.findByText('Queued for addition')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove ella@illinois.edu' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove member' });
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Queued for removal')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Removed ella@illinois.edu')).toBeInTheDocument();
    expect(screen.getByText('Error with ghost@illinois.edu')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      add: ['ghost@illinois.edu'],
      remove: ['ella@illinois.edu'],
    });
  }, 30_000);

  it("says 'Failed to save changes.' and keeps the queued changes when the save fails", async () => {
    const user = userEvent.setup();
    serveApi({
      'GET /api/v1/iam/groups': () => jsonResponse(groups),
      'GET /api/v1/iam/groups/events-team': () => jsonResponse(members),
      'PATCH /api/v1/iam/groups/events-team': () => errorResponse(500, 'InternalServerError', 100, 'Oops.'),
    });
    admin();
    await chooseGroup(user, 'Events Team');
    await user.type(await screen.findByRole('textbox', { name: 'Add member' }), 'new@illinois.edu{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to save changes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Queued for addition')).toBeInTheDocument());
  }, 30_000);
});

describe('IamPage opened from the home card (?invitations=pending)', () => {
  const open = () =>
    renderWithProviders(<IamPage />, {
      auth: signedInUser(['IAM_INVITE_ONLY']),
      path: '/iam?invitations=pending',
      routes: [
        { path: '/iam', element: <IamPage /> },
        { path: '*', element: null },
      ],
    });

  it('lists who was invited and has not signed in, and hides the list on request', async () => {
    serveApi({
      'GET /api/v1/iam/invitations/pending': () =>
        jsonResponse({
          invitations: [
            {
              email: 'newcomer@illinois.edu',
              invitedBy: 'invites@illinois.edu',
              invitedAt: '2026-11-20T18:00:00.000Z',
            },
          ],
          total: 1,
        }),
    });
    open();
    const table = await screen.findByRole('table', { name: 'Invitations not yet accepted' }, { timeout: 15_000 });
    expect(within(table).getByText('newcomer@illinois.edu')).toBeVisible();
    expect(within(table).getByText('invites@illinois.edu')).toBeVisible();
    expect(within(table).getByText('Nov 20, 2026 12:00 PM')).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Hide the invitations' }));
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Invitations not yet accepted' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Invite Users' })).toBeVisible();
  });

  it('names its loading placeholder as a status while the list loads', async () => {
    // Never answered: the list stays loading.
    serveApi({ 'GET /api/v1/iam/invitations/pending': () => new Promise<Response>(() => undefined) });
    open();
    expect(await screen.findByRole('status', { name: 'Loading the invitations' }, { timeout: 15_000 })).toBeVisible();
  });

  it('says so when every invited person has signed in', async () => {
    serveApi({ 'GET /api/v1/iam/invitations/pending': () => jsonResponse({ invitations: [], total: 0 }) });
    open();
    expect(await screen.findByText('Every invited person has signed in.', {}, { timeout: 15_000 })).toBeVisible();
  });
});
