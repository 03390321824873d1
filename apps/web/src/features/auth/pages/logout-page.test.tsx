import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { config } from '../../../config';
import { browser } from '../../../lib/browser';
import { renderWithProviders, signedInUser } from '../../../test/render';
import LogoutPage from './logout-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LogoutPage', () => {
  it('ends the server session, forgets cached data and loads /login?lc=true', async () => {
    window.sessionStorage.setItem(config.sessionCacheKey, '{"savedAt":1,"session":{}}');
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const { queryClient } = renderWithProviders(<LogoutPage />, { auth: signedInUser(), mantine: false });
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

  it('offers to try again when the server cannot be reached', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    renderWithProviders(<LogoutPage />, { auth: signedInUser(), mantine: false });

    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeInTheDocument();
    expect(replace).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/login?lc=true'));
  });
});
