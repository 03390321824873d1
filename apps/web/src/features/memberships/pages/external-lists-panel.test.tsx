import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { catchCsvDownload } from '../../../test/csv-download';
import { serveApi, type ApiCall } from '../../../test/serve-api';
import MembershipListsPage from './membership-lists-page';
import { fakeExternalLists } from './external-lists.fixtures';

const page = (
  <>
    <Notifications />
    <MembershipListsPage />
  </>
);
const manager = signedInUser(['MANAGE_EXTERNAL_MEMBERSHIP_LIST']);
const reads = (calls: ApiCall[], listId: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === `/api/v1/membership/externalList/${listId}`);
const shownNetIds = () =>
  within(screen.getByRole('table', { name: 'List members' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td')?.textContent);
const chooseList = async (listId: string) => {
  await userEvent.click(screen.getByRole('combobox', { name: 'Select a Member List' }));
  await userEvent.click(await screen.findByRole('option', { name: listId }));
};

afterEach(() => vi.unstubAllGlobals());

describe('MembershipListsPage, external lists panel', () => {
  it('lists the members of the chosen list and checks NetIDs before queueing them', async () => {
    const calls = serveApi(fakeExternalLists({ sigpwny: ['pwn-ada', 'pwn-bob'] }));
    const { router } = renderWithProviders(page, { auth: manager, path: '/membershipLists' });
    expect(screen.queryByText('Query ACM Paid Membership List')).not.toBeInTheDocument();
    expect(screen.getByText('Select a list to begin.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace List' })).toBeDisabled();
    await chooseList('sigpwny');
    expect(await screen.findByText('Found 2 member(s).')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?list=sigpwny');
    const input = screen.getByLabelText('Add New Member by NetID');
    await userEvent.type(input, 'x{Enter}');
    expect(await screen.findByText('Please enter a valid NetID.')).toBeInTheDocument();
    await userEvent.clear(input);
    // The panel holds one page: whether a NetID is on the list is asked of the server.
    await userEvent.type(input, 'PWN-ADA{Enter}');
    expect(await screen.findByText('This user is already in the list or queued for addition.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ body: ['pwn-ada'] });
    expect(calls.find((c) => c.method === 'POST')?.query.get('list')).toBe('sigpwny');
    await userEvent.clear(input);
    await userEvent.type(input, 'newbie1{Enter}');
    const table = screen.getByRole('table', { name: 'List members' });
    expect(await within(table).findByText('Queued for addition')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    // Export CSV reads the whole list when pressed: as the table lists it, queued changes included.
    expect(reads(calls, 'sigpwny').every((c) => c.query.has('page'))).toBe(true);
    const csv = catchCsvDownload();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(async () =>
      expect(await csv.text()).toBe(
        'Member NetID,Status\r\npwn-ada,Active\r\npwn-bob,Active\r\nnewbie1,Queued for addition',
      ),
    );
  }, 30_000);

  it('opens the list named in the address one page at a time and searches it on the server', async () => {
    const netIds = Array.from({ length: 25 }, (_, i) => `bm${String(i + 1).padStart(2, '0')}`);
    const calls = serveApi(fakeExternalLists({ big: netIds }));
    renderWithProviders(page, { auth: manager, path: '/membershipLists?list=big' });
    expect(await screen.findByText('Found 25 member(s).')).toBeInTheDocument();
    expect(shownNetIds()).toEqual(netIds.slice(0, 10));
    // Asked for once while the page rendered; the panel found the answer on its way.
    expect(reads(calls, 'big').map((c) => c.query.toString())).toEqual(['page=1&pageSize=10']);
    await userEvent.click(screen.getByRole('button', { name: '3' }));
    await waitFor(() => expect(shownNetIds()).toEqual(netIds.slice(20)));
    // A queued addition comes after every member: on the last page.
    await userEvent.type(screen.getByLabelText('Add New Member by NetID'), 'zz1{Enter}');
    await waitFor(() => expect(shownNetIds()).toEqual([...netIds.slice(20), 'zz1']));
    await userEvent.type(screen.getByLabelText('Search members'), 'BM2');
    expect(await screen.findByText('Found 6 member(s).')).toBeInTheDocument();
    await waitFor(() => expect(shownNetIds()).toEqual(netIds.slice(19)));
    const searched = reads(calls, 'big').at(-1)!;
    expect(Object.fromEntries(searched.query)).toEqual({ page: '1', pageSize: '10', q: 'BM2' });
    expect(reads(calls, 'big').every((c) => c.query.has('page'))).toBe(true);
  }, 30_000);

  it('reads the whole list only when Replace List computes the changes', async () => {
    const calls = serveApi(fakeExternalLists({ sigpwny: ['pwn-ada', 'pwn-bob'] }));
    renderWithProviders(page, { auth: manager, path: '/membershipLists?list=sigpwny' });
    expect(await screen.findByText('Found 2 member(s).')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Replace List' }));
    await userEvent.type(await screen.findByLabelText('NetIDs, one per line'), 'pwn-bob\nnewbie1');
    expect(reads(calls, 'sigpwny').every((c) => c.query.has('page'))).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Compute Changes' }));
    expect(
      await screen.findByText("Queued 1 addition and 1 removal. Click 'Save Changes' to apply."),
    ).toBeInTheDocument();
    expect(reads(calls, 'sigpwny').some((c) => !c.query.has('page'))).toBe(true);
    await waitFor(() => expect(shownNetIds()).toEqual(['pwn-ada', 'pwn-bob', 'newbie1']));
    expect(screen.getByRole('row', { name: /pwn-ada Queued for removal/ })).toBeInTheDocument();
  }, 30_000);

  it("says 'This list has no members.' when saving removed the last member (the server drops empty lists)", async () => {
    const calls = serveApi(fakeExternalLists({ sigpwny: ['pwn-ada'] }));
    renderWithProviders(page, { auth: manager, path: '/membershipLists' });
    await chooseList('sigpwny');
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
