import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorPage } from '../../../components/error-page';
import { PageLoader } from '../../../components/page-loader';
import { browser } from '../../../lib/browser';
import { clearSession } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';

export const afterLogoutPath = '/login?lc=true';

/**
 * /logout: ends the server session, forgets everything cached in this tab, then loads
 * /login?lc=true afresh, so nothing of the previous user survives in memory either.
 */
export default function LogoutPage() {
  usePageTitle('Signing out');
  const queryClient = useQueryClient();
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  const signOut = useCallback(async () => {
    setError(null);
    try {
      await clearSession();
      queryClient.clear();
      browser.replace(afterLogoutPath);
    } catch (failure) {
      setError(failure);
    }
  }, [queryClient]);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);

  if (error) return <ErrorPage error={error} onRetry={() => void signOut()} />;
  return <PageLoader fullPage label="Signing you out…" />;
}
