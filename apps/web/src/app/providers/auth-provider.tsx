import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorPage } from '../../components/error-page';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-client';
import { AuthContext, loggedOutValue, takeServedFromCache, useAuthQuery } from '../../lib/auth';
import { ServerUnreachableContext } from '../../lib/network';

/** Works out the sign-in state before any route renders, and keeps it current afterwards. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useAuthQuery();
  const queryClient = useQueryClient();
  const signedIn = auth.data !== undefined && auth.data.state !== 'loggedOut';
  useEffect(() => {
    // The cached roles painted this load; ask the server in the background (spec: 2-hour cache).
    if (signedIn && takeServedFromCache()) {
      void import('../../lib/auth/revalidate-session').then(({ revalidateSession }) => revalidateSession(queryClient));
    }
  }, [signedIn, queryClient]);
  const unreachable = auth.isError && isApiError(auth.error) && auth.error.name === 'NetworkError';
  useEffect(() => {
    // Opened with no network: ask again as soon as it returns.
    if (!unreachable) return;
    const retry = () => void auth.refetch();
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [unreachable, auth]);
  if (auth.isPending) return <PageLoader fullPage label="Loading the portal…" />;
  if (unreachable)
    return (
      <ServerUnreachableContext.Provider value>
        <AuthContext.Provider value={loggedOutValue}>{children}</AuthContext.Provider>
      </ServerUnreachableContext.Provider>
    );
  if (auth.isError) return <ErrorPage error={auth.error} onRetry={() => void auth.refetch()} />;
  return <AuthContext.Provider value={auth.data}>{children}</AuthContext.Provider>;
}
