import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../../config';
import { browser } from '../../../lib/browser';
import { renderWithProviders, signedInUser } from '../../../test/render';
import { stubFetch } from '../../../test/serve-api';
import { signOutState } from '../../../lib/auth/sign-out-state';
import LogoutPage from './logout-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LogoutPage', () => {
  it("from the portal's Log out: ends the server session, forgets cached data and loads /login?lc=true", async () => {
    window.sessionStorage.setItem(config.sessionCacheKey, '{"savedAt":1,"session":{}}');
    const fetchMock = stubFetch(() => Response.json({ logoutUrl: null }));
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const { queryClient } = renderWithProviders(<LogoutPage />, { auth: signedInUser(), state: signOutState });
    queryClient.setQueryData(['profile'], { givenName: 'Jane' });

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?lc=true'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/clearSession',
      expect.objectContaining({ method: 'POST', credentials: 'same-origin' }),
    );
    expect(window.sessionStorage.getItem(config.sessionCacheKey)).toBeNull();
    expect(queryClient.getQueryData(['profile'])).toBeUndefined();
  });

  it("goes on to the identity provider's sign-out page when it has one", async () => {
    const logoutUrl = '/idp/session/end?id_token_hint=x&post_logout_redirect_uri=y';
    stubFetch(() => Response.json({ logoutUrl }));
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderWithProviders(<LogoutPage />, { auth: signedInUser(), state: signOutState });
    await waitFor(() => expect(replace).toHaveBeenCalledWith(logoutUrl));
  });

  it('asks first when /logout is merely visited (a link from another site), and signs out only on Log out', async () => {
    const fetchMock = stubFetch(() => Response.json({ logoutUrl: null }));
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderWithProviders(<LogoutPage />, { auth: signedInUser() });
    expect(await screen.findByRole('heading', { name: 'Log out?' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?lc=true'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers to try again when the server cannot be reached', async () => {
    // The first call cannot reach the server; the retry can.
    stubFetch(() => Response.json({ logoutUrl: null })).mockRejectedValueOnce(new TypeError('fetch failed'));
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderWithProviders(<LogoutPage />, { auth: signedInUser(), state: signOutState });

    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?lc=true'));
  });
});
