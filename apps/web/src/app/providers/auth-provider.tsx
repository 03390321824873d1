import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorPage } from '../../components/error-page';
import { PageLoader } from '../../components/page-loader';
import { AuthContext, takeServedFromCache, useAuthQuery } from '../../lib/auth';

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
  if (auth.isPending) return <PageLoader fullPage label="Loading the portal…" />;
  if (auth.isError) return <ErrorPage error={auth.error} onRetry={() => void auth.refetch()} />;
  return <AuthContext.Provider value={auth.data}>{children}</AuthContext.Provider>;
}
