import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import type { AppRole } from '@cp/contracts';
import { AuthContext, loggedOutValue, type AuthValue } from '../lib/auth';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** A complete signed-in user holding the given roles. */
export function signedInUser(roles: AppRole[] = []): AuthValue {
  const email = 'jdoe2@illinois.edu';
  return {
    state: 'loggedIn',
    session: { username: email, roles, orgRoles: [] },
    profile: { displayName: 'Jane Doe', givenName: 'Jane', surname: 'Doe', mail: email, userPrincipalName: email },
  };
}

interface Options {
  auth?: AuthValue;
  path?: string;
  /** The history entry's state, as a Link with `state` leaves it. */
  state?: unknown;
  routes?: RouteObject[];
  mantine?: boolean;
}

/** Renders an element (or routes) inside a memory router with the given sign-in state. */
export function renderWithProviders(element: ReactElement | null, options: Options = {}) {
  const routes = options.routes ?? [{ path: '*', element }];
  const path = options.path ?? '/';
  const router = createMemoryRouter(routes, {
    initialEntries: [options.state === undefined ? path : { pathname: path, state: options.state }],
  });
  const queryClient = testQueryClient();
  const wrap = (children: ReactNode) =>
    options.mantine === false ? children : <MantineProvider env="test">{children}</MantineProvider>;
  const result = render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={options.auth ?? loggedOutValue}>
        {wrap(<RouterProvider router={router} />)}
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
