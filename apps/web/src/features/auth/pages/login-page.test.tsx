import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { browser } from '../../../lib/browser';
import { renderWithProviders, signedInUser } from '../../../test/render';
import type { AuthValue } from '../../../lib/auth';
import LoginPage from './login-page';

const routes: RouteObject[] = [
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const renderLogin = (path: string, auth?: AuthValue) =>
  renderWithProviders(null, { routes, path, auth, mantine: false });

describe('LoginPage', () => {
  it('offers the chapter sign-in button and no notice by default', () => {
    renderLogin('/login');
    expect(screen.getByRole('button', { name: 'Sign in with Illinois NetID' })).toBeEnabled();
    expect(screen.queryByText('Logged Out')).not.toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Logged Out' for lc=true", () => {
    renderLogin('/login?lc=true');
    expect(screen.getByText('Logged Out')).toBeInTheDocument();
    expect(screen.queryByText('Authentication Required')).not.toBeInTheDocument();
  });

  it("shows 'Authentication Required' for li=true", () => {
    renderLogin('/login?returnTo=%2Fiam&li=true');
    expect(screen.getByText('Authentication Required')).toBeInTheDocument();
    expect(screen.queryByText('Logged Out')).not.toBeInTheDocument();
  });

  it('reports a failed callback', () => {
    renderLogin('/login?error=callback_failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed - Please clear your cookies and try again.');
  });

  it('starts the server sign-in with the return path', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderLogin('/login?returnTo=%2Fprofile%3Ftab%3D1%23x&li=true');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Illinois NetID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fprofile%3Ftab%3D1%23x'));
  });

  it('never lets the return path leave the origin', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    renderLogin(`/login?returnTo=${encodeURIComponent('//evil.example/steal')}`);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Illinois NetID' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/auth/login?returnTo=%2Fhome'));
  });

  it('sends a signed-in visitor to the return path', async () => {
    const { router } = renderLogin('/login?returnTo=%2Fevents%2Fmanage', signedInUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/manage'));
  });

  it('sends a signed-in visitor to /home when the return path is off-origin', async () => {
    const { router } = renderLogin('/login?returnTo=https%3A%2F%2Fevil.example', signedInUser());
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('sends a visitor with an incomplete profile to the first-time profile page', async () => {
    const auth: AuthValue = { ...signedInUser(), state: 'unknown' };
    const { router } = renderLogin('/login?returnTo=%2Fiam', auth);
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.search).toBe('?firstTime=true&returnTo=%2Fiam');
  });
});
