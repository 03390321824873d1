import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client';
import { authQueryKey, clearSessionCache, loggedOutValue } from '../lib/auth';

/**
 * Client errors (4xx) are answers, not hiccups: only network and server errors retry, once. A
 * timeout does not: the user sees 'The request timed out.' after 10 s (spec section 8), not 20.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.name === 'TimeoutError') return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  // A 401 from any call means the session ended: forget the cached roles and switch to the
  // logged-out route table, which sends the user to /login?returnTo=...&li=true.
  const onError = (error: unknown) => {
    if (!isApiError(error) || error.status !== 401) return;
    clearSessionCache();
    client.setQueryData(authQueryKey, loggedOutValue);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
