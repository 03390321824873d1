import type { ReactNode } from 'react';
import { ErrorPage } from '../../components/error-page';
import { PageLoader } from '../../components/page-loader';
import { AuthContext, useAuthQuery } from '../../lib/auth';

/** Works out the sign-in state before any route renders, and keeps it current afterwards. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const auth = useAuthQuery();
  if (auth.isPending) return <PageLoader fullPage label="Loading the portal…" />;
  if (auth.isError) return <ErrorPage error={auth.error} onRetry={() => void auth.refetch()} />;
  return <AuthContext.Provider value={auth.data}>{children}</AuthContext.Provider>;
}
