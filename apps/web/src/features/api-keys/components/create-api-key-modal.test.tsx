import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import ApiKeysPage from '../pages/api-keys-page';
import { expiryError } from './create-key-form';

const url = '/api/v1/apiKey/org';
const apiKey = `acmuiuc_0123456789ab_${'a'.repeat(64)}_abcdef`;
const show = () =>
  renderWithProviders(
    <>
      <Notifications />
      <ApiKeysPage />
    </>,
    { auth: signedInUser(['MANAGE_ORG_API_KEYS']), path: '/apiKeys' },
  );

async function fillCreateForm(policy?: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Create API Key' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Create API Key' });
  const create = within(dialog).getByRole('button', { name: 'Create' });
  expect(create).toBeDisabled();
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Roles' }));
  await userEvent.click(await screen.findByRole('option', { name: 'EVENTS_MANAGER' }));
  expect(create).toBeDisabled();
  // The contract's 200 characters: a longer description cannot be typed, so Create never silently refuses one.
  expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveAttribute('maxlength', '200');
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), '   ');
  expect(create).toBeDisabled();
  await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'SIGPwny site');
  expect(create).toBeEnabled();
  if (policy !== undefined) {
    const editor = within(dialog).getByRole('textbox', { name: 'Policy Document' });
    await userEvent.click(editor);
    await userEvent.paste(policy);
  }
  return { dialog, create };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Create API Key', () => {
  it('creates a key and shows it once, with Copy Key', async () => {
    const calls = serveApi({
      [`GET ${url}`]: () => jsonResponse([]),
      [`POST ${url}`]: () => jsonResponse({ apiKey }, 201),
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
    show();
    const { create } = await fillCreateForm();
    await userEvent.click(create);
    const created = await screen.findByRole('dialog', { name: 'API Key Created!' });
    expect(
      within(created).getByText("This is the only time you'll see this key. Store it securely."),
    ).toBeInTheDocument();
    expect(within(created).getByTestId('created-api-key')).toHaveTextContent(apiKey);
    await userEvent.click(within(created).getByRole('button', { name: 'Copy Key' }));
    expect(await within(created).findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      roles: ['manage:events'],
      description: 'SIGPwny site',
    });
    await waitFor(() => expect(within(created).getByRole('button', { name: 'Copy Key' })).toBeInTheDocument());
  }, 60_000);

  it('says when the answer lacks the key', async () => {
    serveApi({ [`GET ${url}`]: () => jsonResponse([]), [`POST ${url}`]: () => jsonResponse({}, 201) });
    show();
    await userEvent.click((await fillCreateForm()).create);
    const created = await screen.findByRole('dialog', { name: 'API Key Created!' });
    expect(within(created).getByText('An error occurred and your key cannot be displayed')).toBeInTheDocument();
  }, 60_000);

  it('refuses JSON that is not a policy document, and keeps what was typed', async () => {
    const calls = serveApi({ [`GET ${url}`]: () => jsonResponse([]) });
    show();
    const { dialog, create } = await fillCreateForm('[{"name": "Other", "params": {}}]');
    await userEvent.click(create);
    expect(await screen.findByText('Invalid policy document!')).toBeInTheDocument();
    expect(screen.getByText('Please correct the policy document and try again.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('   SIGPwny site');
  }, 60_000);

  it('enables Create with a policy that is not JSON, shows Invalid JSON, and refuses it on Create', async () => {
    const calls = serveApi({ [`GET ${url}`]: () => jsonResponse([]) });
    show();
    const { dialog, create } = await fillCreateForm('{not json');
    // A role and a description are all the button waits for.
    expect(create).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    expect(await within(dialog).findByText('Invalid JSON')).toBeInTheDocument();
    await userEvent.click(create);
    expect(await screen.findByText('Invalid policy document!')).toBeInTheDocument();
    expect(screen.getByText('Please correct the policy document and try again.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getByRole('textbox', { name: 'Policy Document' })).toHaveValue('{not json');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('   SIGPwny site');
    expect(within(dialog).getByText('Invalid JSON')).toBeInTheDocument();
  }, 60_000);

  it('refuses an expiry that has fallen under 24 hours ahead, on its field', async () => {
    // Only the clock is faked: timers stay real so Mantine and React Query run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 8, 10, 12, 0));
    const calls = serveApi({ [`GET ${url}`]: () => jsonResponse([]) });
    show();
    const { dialog, create } = await fillCreateForm();
    // Tomorrow: the picker moves it to its earliest choice, 24 hours and 5 minutes ahead.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Expires At' }));
    await userEvent.click(await screen.findByLabelText('11 September 2031'));
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    const expiry = within(dialog).getByRole('button', { name: 'Expires At' });
    expect(expiry).toHaveTextContent('09-11-2031 12:05 PM');
    expect(within(dialog).queryByText(expiryError)).toBeNull();
    // Ten minutes later, with the dialog still open, it is under 24 hours ahead.
    vi.setSystemTime(new Date(2031, 8, 10, 12, 10));
    expect(create).toBeEnabled();
    await userEvent.click(create);
    expect(await within(dialog).findByText(expiryError)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(expiry).toHaveTextContent('09-11-2031 12:05 PM');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('   SIGPwny site');
  }, 60_000);

  it('shows the create failure message', async () => {
    serveApi({
      [`GET ${url}`]: () => jsonResponse([]),
      [`POST ${url}`]: () => errorResponse(500, 'InternalServerError', 100, 'boom'),
    });
    show();
    await userEvent.click((await fillCreateForm()).create);
    expect(await screen.findByText('Unable to create API key.')).toBeInTheDocument();
    expect(screen.getByText('Please try again or contact support.')).toBeInTheDocument();
  }, 60_000);
});
