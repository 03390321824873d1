import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notifications } from '@mantine/notifications';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import ApiKeysPage from '../pages/api-keys-page';

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

afterEach(() => vi.unstubAllGlobals());

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
      roles: ['EVENTS_MANAGER'],
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

  it('disables Create while the policy is not JSON, and shows Invalid JSON', async () => {
    serveApi({ [`GET ${url}`]: () => jsonResponse([]) });
    show();
    const { dialog, create } = await fillCreateForm('{not json');
    expect(create).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Description' }));
    expect(await within(dialog).findByText('Invalid JSON')).toBeInTheDocument();
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
