import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { uinMessages } from '@cp/contracts/users';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { errorResponse, jsonResponse, serveApi } from '../../../test/serve-api';
import { UinSection } from './uin-section';

const user = userEvent.setup({ delay: null });

afterEach(() => vi.unstubAllGlobals());

function open(put = () => jsonResponse({ uin: '627838939' }), recorded: string | null = null) {
  const calls = serveApi({
    'GET /api/v1/users/me/uin': () => jsonResponse({ uin: recorded }),
    'PUT /api/v1/users/me/uin': put,
  });
  renderWithProviders(<UinSection />, { auth: signedInUser() });
  return calls;
}

describe("the profile's UIN", () => {
  it('checks the nine digits before any call, at the field, and keeps focus there', async () => {
    const calls = open();
    await user.type(await screen.findByRole('textbox', { name: 'UIN' }), '62783');
    await user.click(screen.getByRole('button', { name: 'Save UIN' }));
    const field = screen.getByRole('textbox', { name: 'UIN' });
    expect(field).toHaveAccessibleDescription(/A UIN is 9 digits\./);
    expect(field).toHaveFocus();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('records it once, then shows only its last four digits', async () => {
    const calls = open();
    await user.type(await screen.findByRole('textbox', { name: 'UIN' }), ' 627838939 ');
    await user.click(screen.getByRole('button', { name: 'Save UIN' }));
    expect(await screen.findByText(/Your UIN •••••8939 is recorded/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ uin: '627838939' });
    expect(screen.queryByRole('textbox', { name: 'UIN' })).not.toBeInTheDocument();
    expect(screen.queryByText(/627838939/)).not.toBeInTheDocument();
  });

  it("says at the field when the number is someone else's, keeping what was typed", async () => {
    open(() => errorResponse(409, 'ConflictError', 409, uinMessages.taken));
    const field = await screen.findByRole('textbox', { name: 'UIN' });
    await user.type(field, '627838939');
    await user.click(screen.getByRole('button', { name: 'Save UIN' }));
    expect(await screen.findByText(uinMessages.taken)).toBeInTheDocument();
    expect(field).toHaveValue('627838939');
    expect(field).toHaveAccessibleDescription(new RegExp(uinMessages.taken));
    expect(field).toHaveFocus();
  });

  it('shows a recorded UIN without a form', async () => {
    open(undefined, '123456789');
    expect(await screen.findByText(/Your UIN •••••6789 is recorded/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save UIN' })).not.toBeInTheDocument();
  });
});
