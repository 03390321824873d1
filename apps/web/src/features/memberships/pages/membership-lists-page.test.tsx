import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders, signedInUser } from '../../../test/render';
import MembershipListsPage from './membership-lists-page';
import { catchCsvDownload } from '../../../test/csv-download';
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

describe('MembershipListsPage, external lists panel', () => {
  it('lists the members of the chosen list and checks NetIDs before queueing them', async () => {
    serveApi({
      'GET /api/v1/membership/externalList': () => jsonResponse(['sigpwny']),
      'GET /api/v1/membership/externalList/sigpwny': () => jsonResponse(['pwn-ada', 'pwn-bob']),
    });
    renderWithProviders(page, {
      auth: signedInUser(['MANAGE_EXTERNAL_MEMBERSHIP_LIST']),
      path: '/membershipLists',
    });
    expect(screen.queryByText('Query ACM Paid Membership List')).not.toBeInTheDocument();
    expect(screen.getByText('Select a list to begin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace List' })).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Select a Member List' }));
    await userEvent.click(await screen.findByRole('option', { name: 'sigpwny' }));
    expect(await screen.findByText('Found 2 member(s).')).toBeInTheDocument();
    const input = screen.getByLabelText('Add New Member by NetID');
    await userEvent.type(input, 'x{Enter}');
    expect(await screen.findByText('Please enter a valid NetID.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'PWN-ADA{Enter}');
    expect(await screen.findByText('This user is already in the list or queued for addition.')).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'newbie1{Enter}');
    const table = screen.getByRole('table', { name: 'List members' });
    expect(await within(table).findByText('Queued for addition')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // Export CSV: the list as the table shows it, queued changes included.
    const csv = catchCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await csv.text()).toBe(
      'Member NetID,Status\r\npwn-ada,Active\r\npwn-bob,Active\r\nnewbie1,Queued for addition',
    );
  }, 30_000);

  it("says 'This list has no members.' when saving removed the last member (the server drops empty lists)", async () => {
    let members = ['pwn-ada'];
    const calls = serveApi({
      'GET /api/v1/membership/externalList': () => jsonResponse(members.length ? ['sigpwny'] : []),
      'GET /api/v1/membership/externalList/sigpwny': () =>
        members.length
          ? jsonResponse(members)
          : jsonResponse(
              { error: true, id: 103, name: 'NotFoundError', message: 'List "sigpwny" was not found.' },
              404,
            ),
      'PATCH /api/v1/membership/externalList/sigpwny': () => {
        members = [];
        return jsonResponse({ added: [], removed: ['pwn-ada'] });
      },
    });
    renderWithProviders(page, { auth: signedInUser(['MANAGE_EXTERNAL_MEMBERSHIP_LIST']), path: '/membershipLists' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Select a Member List' }));
    await userEvent.click(await screen.findByRole('option', { name: 'sigpwny' }));
    expect(await screen.findByText('Found 1 member(s).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm and Save' }));
    expect(await screen.findByText('This list has no members.')).toBeInTheDocument();
    expect(screen.getByText('Found 0 member(s).')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load members')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Select a Member List' })).toHaveValue('sigpwny');
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(1);
  }, 30_000);
});
