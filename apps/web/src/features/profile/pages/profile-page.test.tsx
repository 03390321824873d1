import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@cp/contracts/profile';
import { browser } from '../../../lib/browser';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { stubFetch } from '../../../test/serve-api';
import ProfilePage from './profile-page';

// Typing is incidental to these tests: no pause between keystrokes (the default waits a
// macrotask per key, which on a loaded two-core machine adds seconds to a form).
const user = userEvent.setup({ delay: null });
const incomplete: Profile = {
  displayName: null,
  givenName: null,
  surname: null,
  mail: 'newbie@illinois.edu',
  userPrincipalName: 'newbie@illinois.edu',
};

type Handler = (init: RequestInit) => Response;

function serveProfile(get: Handler, patch?: Handler) {
  // The page's UIN section (its own tests: uin-section.test.tsx) finds none recorded.
  return stubFetch((url, init) =>
    String(url).includes('/users/me/uin')
      ? new Response(JSON.stringify({ uin: null }))
      : (init.method === 'PATCH' ? patch! : get)(init),
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfilePage', () => {
  it('requires all three names, with the contract messages, before calling the server', async () => {
    const fetchMock = serveProfile(() => json(incomplete));
    renderWithProviders(<ProfilePage />, { auth: signedInUser(), path: '/profile?firstTime=true' });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('Display name is required')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init.method === 'PATCH')).toHaveLength(0);
  });

  it('moves focus to the first refused field, whose error is read with it', async () => {
    serveProfile(() => json({ ...incomplete, displayName: 'Newbie' }));
    renderWithProviders(<ProfilePage />, { auth: signedInUser(), path: '/profile?firstTime=true' });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    // Display name is filled in: First name is the first field to fix.
    const first = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(first).toBeInvalid();
    expect(first).toHaveAccessibleDescription('First name is required');
  });

  it('shows the email read-only', async () => {
    serveProfile(() => json(incomplete));
    renderWithProviders(<ProfilePage />, { auth: signedInUser(), path: '/profile' });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveValue('newbie@illinois.edu');
    expect(email).toHaveAttribute('readonly');
  });

  it('saves trimmed names and, the first time, continues to the safe return path', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    let sent: unknown;
    serveProfile(
      () => json(incomplete),
      (init) => {
        sent = JSON.parse(String(init.body));
        return json({ ...incomplete, displayName: 'Newt', givenName: 'Newt', surname: 'Scamander' });
      },
    );
    renderWithProviders(<ProfilePage />, {
      auth: signedInUser(),
      path: '/profile?returnTo=%2Ftickets%3Fx%3D1&firstTime=true',
    });
    await user.type(await screen.findByLabelText(/Display name/), ' Newt ');
    await user.type(screen.getByLabelText(/First name/), 'Newt');
    await user.type(screen.getByLabelText(/Last name/), 'Scamander');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/tickets?x=1'));
    expect(sent).toEqual({ displayName: 'Newt', givenName: 'Newt', surname: 'Scamander' });
  });

  it('goes home instead of to an off-origin return path', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    const complete = { ...incomplete, displayName: 'N', givenName: 'N', surname: 'S' };
    serveProfile(
      () => json(complete),
      () => json(complete),
    );
    renderWithProviders(<ProfilePage />, {
      auth: signedInUser(),
      path: `/profile?returnTo=${encodeURIComponent('//evil.example')}&firstTime=true`,
    });
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/home'));
  });

  it("reports 'Failed to update profile' when the server refuses", async () => {
    const complete = { ...incomplete, displayName: 'N', givenName: 'N', surname: 'S' };
    serveProfile(
      () => json(complete),
      () => json({ error: true, id: 120, name: 'DirectoryError', message: 'The directory is unavailable.' }, 502),
    );
    renderWithProviders(<ProfilePage />, { auth: signedInUser(), path: '/profile' });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update profile');
    expect(alert).toHaveTextContent('The directory is unavailable.');
  });

  it("reports 'Failed to load user profile' when it cannot be read", async () => {
    serveProfile(() => json({ error: true, id: 120, name: 'DirectoryError', message: 'Down.' }, 502));
    renderWithProviders(<ProfilePage />, { auth: signedInUser(), path: '/profile' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user profile');
  });
});
