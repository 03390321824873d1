import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { isReservedSegment } from '@cp/contracts';
import { loggedOutValue, type AuthValue } from '../../lib/auth';
import { renderWithProviders, signedInUser } from '../../test/render';
import { stubFetch } from '../../test/serve-api';
import { GlobalError } from './global-error';
import { rootRoutes } from './router';
import { sharedPaths } from './route-policy';
import { routeTables } from './route-tables';

const unknownUser: AuthValue = { ...signedInUser(), state: 'unknown' };

beforeEach(() => {
  // The shell asks for the client configuration; answer like a server without one.
  stubFetch(() => new Response('{}', { status: 404 }));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function open(path: string, auth: AuthValue) {
  return renderWithProviders(null, { routes: rootRoutes, path, auth, mantine: false });
}

const href = (router: ReturnType<typeof open>['router']) => {
  const { pathname, search, hash } = router.state.location;
  return `${pathname}${search}${hash}`;
};

describe('logged-out route table', () => {
  it('sends /profile?tab=1#x to the sign-in page with the original as returnTo', async () => {
    const { router } = open('/profile?tab=1#x', loggedOutValue);
    await waitFor(() => expect(href(router)).toBe('/login?returnTo=%2Fprofile%3Ftab%3D1%23x&li=true'));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
  });

  it.each(['/', '/logout', '/a', '/auth/callback', '/force_login'])('sends %s to /login', async (path) => {
    const { router } = open(path, loggedOutValue);
    await waitFor(() => expect(href(router)).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Sign in with Illinois NetID' })).toBeInTheDocument();
  });

  it("shows an event's public page, while /events/manage still asks to sign in", async () => {
    const eventId = '0b6f4a52-5d1e-4c36-9a0f-7f2f1e9d3c11';
    stubFetch((url) => {
      if (url === `/api/v1/events/${eventId}`) {
        const event = { id: eventId, title: 'Resume Workshop', description: 'Bring your resume.' };
        const fields = { start: '2030-10-01T18:00:00', location: 'Siebel 1404', host: 'S01' };
        return new Response(JSON.stringify({ ...event, ...fields, featured: false, repeatExcludes: [] }));
      }
      return new Response('{}', { status: 404 });
    });
    const { router } = open(`/events/${eventId}`, loggedOutValue);
    expect(await screen.findByRole('heading', { name: 'Resume Workshop', level: 1 })).toBeInTheDocument();
    expect(href(router)).toBe(`/events/${eventId}`);

    const manage = open('/events/manage', loggedOutValue);
    await waitFor(() => expect(href(manage.router)).toBe('/login?returnTo=%2Fevents%2Fmanage&li=true'));
  });

  it('shows the terms of service', async () => {
    open('/tos', loggedOutValue);
    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
  });
});

describe('unknown route table', () => {
  it('sends other paths to the first-time profile page', async () => {
    const { router } = open('/events/manage?x=1', unknownUser);
    await waitFor(() => expect(href(router)).toBe('/profile?returnTo=%2Fevents%2Fmanage%3Fx%3D1&firstTime=true'));
  });

  it('sends /a to /login, which forwards to the profile page', async () => {
    const { router } = open('/a', unknownUser);
    await waitFor(() => expect(href(router)).toBe('/profile?firstTime=true'));
  });
});

describe('logged-in route table', () => {
  it('sends / to /home and greets the user', async () => {
    const { router } = open('/', signedInUser());
    await waitFor(() => expect(href(router)).toBe('/home'));
    expect(await screen.findByRole('heading', { name: 'Welcome, Jane!' })).toBeInTheDocument();
  });

  it('shows the not-found page for unknown paths', async () => {
    const { router } = open('/no/such/page', signedInUser());
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home page/ })).toHaveAttribute('href', '/home');
    expect(href(router)).toBe('/no/such/page');
  });

  it('guards module pages by role', async () => {
    open('/events/manage', signedInUser(['LINKS_MANAGER']));
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
  });

  it('shows the module page to users with the role', async () => {
    open('/events/manage', signedInUser(['EVENTS_MANAGER']));
    expect(await screen.findByRole('heading', { name: 'Events', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
  });
});

describe('global errors', () => {
  function Thrower({ error }: { error: Error }): never {
    throw error;
  }
  const failing = (message: string): RouteObject[] => [
    { path: '/login', element: <p>sign-in page</p> },
    { path: '*', element: <Thrower error={new Error(message)} />, errorElement: <GlobalError /> },
  ];

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it("shows the not-found page for a '404' error when logged in", async () => {
    renderWithProviders(null, { routes: failing('404'), path: '/events/edit/9', auth: signedInUser() });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });

  it("redirects to sign-in for a '404' error when logged out", async () => {
    const { router } = renderWithProviders(null, { routes: failing('404'), path: '/events/edit/9' });
    await waitFor(() => expect(href(router)).toBe('/login?returnTo=%2Fevents%2Fedit%2F9&li=true'));
    expect(screen.getByText('sign-in page')).toBeInTheDocument();
  });

  it("shows 'An Error Occurred' for any other error", async () => {
    renderWithProviders(null, { routes: failing('kaput'), path: '/home', auth: signedInUser() });
    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeInTheDocument();
  });
});

describe('route table paths', () => {
  const paths = (routes: RouteObject[]): string[] =>
    routes.flatMap((route) => [...(route.path ? [route.path] : []), ...paths(route.children ?? [])]);

  it('are all served by the core service as the web app (reserved first segments)', () => {
    const firstSegments = Object.values(routeTables)
      .flatMap(paths)
      .map((path) => path.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && segment !== '*');
    expect(firstSegments.length).toBeGreaterThan(10);
    expect(firstSegments.filter((segment) => !isReservedSegment(segment))).toEqual([]);
  });

  it('offer the shared routes in every state that shows them', () => {
    const has = (state: keyof typeof routeTables, path: string) => paths(routeTables[state]).includes(path);
    for (const path of sharedPaths) {
      expect(has('loggedIn', path)).toBe(true);
      expect(has('unknown', path)).toBe(true);
    }
    expect(has('unknown', '/profile')).toBe(true);
    expect(has('loggedOut', '/tos')).toBe(true);
  });
});
