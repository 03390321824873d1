import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders, signedInUser } from '../../../test/render';
import MembershipListsPage from './membership-lists-page';
import { errorResponse, jsonResponse, serveApi, type ApiCall } from '../../../test/serve-api';

const failure = () => errorResponse(500, 'InternalServerError', 100, 'boom');
const callKey = (call: ApiCall) => `${call.method} ${call.path}`;

const page = (
  <>
    <Notifications />
    <MembershipListsPage />
  </>
);
const verifyPath = 'POST /api/v2/membership/verifyBatchOfMembers';

afterEach(() => vi.unstubAllGlobals());

describe('MembershipListsPage, query panel', () => {
  it('shows only the query panel for the internal role, and makes no call when nothing is valid', async () => {
    const calls = serveApi({});
    renderWithProviders(page, { auth: signedInUser(['VIEW_INTERNAL_MEMBERSHIP_LIST']), path: '/membershipLists' });
    expect(screen.queryByText('Manage External Membership Lists')).not.toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Query Memberships' });
    expect(button).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Enter NetIDs or Illinois Emails'), 'x@gmail.com a!b');
    await userEvent.click(button);
    const invalid = await screen.findByRole('list', { name: 'Invalid Entries' });
    expect(
      within(invalid)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['x@gmail.com', 'a!b']);
    expect(screen.queryByRole('list', { name: 'Paid Members' })).not.toBeInTheDocument();
    expect(calls.filter((c) => callKey(c) === verifyPath)).toEqual([]);
  }, 30_000);

  it('sends valid NetIDs lower-cased and de-duplicated, and says when the query fails', async () => {
    let fail = false;
    const calls = serveApi({
      [verifyPath]: () => (fail ? failure() : jsonResponse({ members: ['jdoe2'], notMembers: ['alice'] })),
    });
    renderWithProviders(page, { auth: signedInUser(['VIEW_INTERNAL_MEMBERSHIP_LIST']), path: '/membershipLists' });
    await userEvent.type(screen.getByLabelText('Enter NetIDs or Illinois Emails'), 'JDoe2, jdoe2@illinois.edu;alice');
    await userEvent.click(screen.getByRole('button', { name: 'Query Memberships' }));
    expect(await screen.findByRole('list', { name: 'Paid Members' })).toHaveTextContent('jdoe2');
    expect(screen.getByRole('list', { name: 'Not Paid Members' })).toHaveTextContent('alice');
    expect(calls.find((c) => callKey(c) === verifyPath)?.body).toEqual(['jdoe2', 'alice']);
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Query Memberships' }));
    expect(await screen.findByText('Failed to query membership list.')).toBeInTheDocument();
  }, 30_000);
});
