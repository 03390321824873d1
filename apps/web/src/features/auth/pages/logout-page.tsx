import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorPage } from '../../../components/error-page';
import { PageLoader } from '../../../components/page-loader';
import { StatusPage } from '../../../components/status-page';
import { browser } from '../../../lib/browser';
import { clearSession } from '../../../lib/auth';
import { signOutState } from '../../../lib/auth/sign-out-state';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../lib/paths';

export const afterLogoutPath = `${paths.login}?lc=true`;

/**
 * /logout: ends the server session, forgets everything cached in this tab, then ends the identity
 * provider's session (its sign-out page returns to /login?lc=true), or loads /login?lc=true afresh,
 * so nothing of the previous user survives. Only the portal's own 'Log out' signs out at once: a
 * plain visit (a link from another site) asks first, so no site can sign anyone out.
 */
export default function LogoutPage() {
  usePageTitle('Log out');
  const queryClient = useQueryClient();
  const fromOurButton = (useLocation().state as typeof signOutState | null)?.signOut === true;
  const [confirmed, setConfirmed] = useState(fromOurButton);
  const [error, setError] = useState<unknown>(null);
  const started = useRef(false);

  const signOut = useCallback(async () => {
    setError(null);
    try {
      const { logoutUrl } = await clearSession();
      queryClient.clear();
      browser.replace(logoutUrl ?? afterLogoutPath);
    } catch (failure) {
      setError(failure);
    }
  }, [queryClient]);

  useEffect(() => {
    // Once per visit, even when React runs effects twice in development.
    if (!confirmed || started.current) return;
    started.current = true;
    void signOut();
  }, [confirmed, signOut]);

  if (error) return <ErrorPage error={error} onRetry={() => void signOut()} />;
  // Plain markup, like every page shared by all sign-in states: no Mantine here.
  if (!confirmed)
    return (
      <StatusPage title="Log out?" fullPage>
        <p>You will be signed out of Chapter Portal on this browser.</p>
        <button type="button" className="cp-button" onClick={() => setConfirmed(true)}>
          Log out
        </button>{' '}
        <a className="cp-link" href={paths.root}>
          Cancel
        </a>
      </StatusPage>
    );
  return <PageLoader fullPage label="Signing you out…" />;
}
