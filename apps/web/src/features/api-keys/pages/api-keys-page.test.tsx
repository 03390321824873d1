import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import type { z } from 'zod';
import type { apiKeySummary } from '@cp/contracts/api-keys';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import ApiKeysPage from './api-keys-page';

/** A key as the server sends it: roles as the platform's values. */
type SentKey = z.input<typeof apiKeySummary>;
const key = (keyId: string, overrides: Partial<SentKey> = {}): SentKey => ({
  keyId,
  description: `Key ${keyId}`,
  owner: 'jdoe2@illinois.edu',
  createdAt: 1_800_000_000,
  roles: ['manage:events'],
  ...overrides,
});
const url = '/api/v1/apiKey/org';
const page = (
  <>
    <Notifications />
    <ApiKeysPage />
  </>
);
const show = () => renderWithProviders(page, { auth: signedInUser(['MANAGE_ORG_API_KEYS']), path: '/apiKeys' });

afterEach(() => vi.unstubAllGlobals());

describe('ApiKeysPage', () => {
  it('shows 3 skeleton rows while loading, then the keys with You and Never', async () => {
    let answer: (response: Response) => void = () => {};
    serveApi({ [`GET ${url}`]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    show();
    // The first render in a worker pays for loading Mantine: give it time on a busy machine.
    expect(await screen.findAllByTestId('api-key-skeleton-row', {}, { timeout: 15_000 })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Select All' })).toBeDisabled();
    answer(
      jsonResponse([
        key('0123456789ab'),
        key('ba9876543210', { owner: 'other@illinois.edu', expiresAt: 1_900_000_000 }),
      ]),
    );
    const table = await screen.findByRole('table', { name: 'API keys' });
    const mine = (await within(table).findByText('acmuiuc_0123456789ab')).closest('tr')!;
    expect(within(mine).getByText('You')).toBeInTheDocument();
    expect(within(mine).getByText('Never')).toBeInTheDocument();
    const theirs = within(table).getByText('acmuiuc_ba9876543210').closest('tr')!;
    expect(within(theirs).getByText('other@illinois.edu')).toBeInTheDocument();
    expect(screen.getByText('All times are shown in your local timezone.')).toBeInTheDocument();
  }, 30_000);

  it('has an empty state, and a red error when the list fails', async () => {
    serveApi({ [`GET ${url}`]: () => jsonResponse([]) });
    const { unmount } = show();
    expect(await screen.findByText('No API keys found. Click "Create API Key" to get started.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select All' })).toBeDisabled();
    unmount();
    serveApi({ [`GET ${url}`]: () => errorResponse(500, 'InternalServerError', 100, 'boom') });
    show();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error loading API keys');
    expect(alert).toHaveTextContent('Unable to fetch API keys. Try again later.');
  }, 30_000);

  it('deletes the selected keys, one request each, then clears the selection and reloads', async () => {
    let keys = [key('0123456789ab'), key('ba9876543210')];
    const calls = serveApi({
      [`GET ${url}`]: () => jsonResponse(keys),
      [`DELETE ${url}/0123456789ab`]: () => new Response(null, { status: 204 }),
      [`DELETE ${url}/ba9876543210`]: () => new Response(null, { status: 204 }),
    });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select acmuiuc_0123456789ab' }));
    expect(screen.getByRole('button', { name: 'Delete 1 API Key(s)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Select All' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 2 API Key(s)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(within(dialog).getByText('acmuiuc_ba9876543210')).toBeInTheDocument();
    keys = [];
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 API key(s) deleted successfully.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `${url}/0123456789ab`,
      `${url}/ba9876543210`,
    ]);
    expect(await screen.findByText('No API keys found. Click "Create API Key" to get started.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete \d/ })).not.toBeInTheDocument();
  }, 30_000);

  it('says so when a delete fails', async () => {
    serveApi({
      [`GET ${url}`]: () => jsonResponse([key('0123456789ab')]),
      [`DELETE ${url}/0123456789ab`]: () => errorResponse(404, 'NotFoundError', 103, 'API key not found.'),
    });
    show();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select acmuiuc_0123456789ab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete 1 API Key(s)' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong while deleting the API keys.')).toBeInTheDocument();
  }, 30_000);

  it('shows a key permissions read-only, with its policy as JSON', async () => {
    const restrictions = [{ name: 'EventsHostRestrictionPolicy', params: { host: ['S01'] } }];
    serveApi({
      [`GET ${url}`]: () => jsonResponse([key('0123456789ab', { restrictions, lastUsedAt: 1_800_000_100 })]),
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'View details of acmuiuc_0123456789ab' }));
    const dialog = await screen.findByRole('dialog', { name: 'API Key Permissions' });
    expect(within(dialog).getByText('EVENTS_MANAGER')).toBeInTheDocument();
    expect(within(dialog).getByText('Never')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Policy restrictions')).toHaveTextContent('"EventsHostRestrictionPolicy"');
  }, 30_000);
});

describe('ApiKeysPage opened from the home card (?expiring=14)', () => {
  it('shows only the keys that expire within 14 days, and offers them all', async () => {
    const now = Math.floor(Date.now() / 1000);
    serveApi({
      [`GET ${url}`]: () =>
        jsonResponse([
          key('aaaaaaaaaaaa', { description: 'Badge printer', expiresAt: now + 3 * 86_400 }),
          key('bbbbbbbbbbbb', { description: 'Room display', expiresAt: now + 30 * 86_400 }),
          key('cccccccccccc', { description: 'Old mailer' }),
          key('dddddddddddd', { description: 'Retired sync', expiresAt: now - 86_400 }),
        ]),
    });
    renderWithProviders(page, {
      auth: signedInUser(['MANAGE_ORG_API_KEYS']),
      path: '/apiKeys?expiring=14',
      routes: [
        { path: '/apiKeys', element: page },
        { path: '*', element: null },
      ],
    });
    expect(await screen.findByText('Badge printer', {}, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('status', { name: /API keys expiring within 14 days/ })).toBeVisible();
    expect(screen.queryByText('Room display')).toBeNull();
    expect(screen.queryByText('Old mailer')).toBeNull();
    expect(screen.queryByText('Retired sync')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Show all API keys' }));
    expect(await screen.findByText('Room display')).toBeVisible();
    expect(screen.getByText('Old mailer')).toBeVisible();
  });
});
