import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { startSignIn } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';

/** /force_login: sign in again, with the identity provider asked to prompt for credentials. */
export default function ForceLoginPage() {
  usePageTitle('Signing in');
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void startSignIn(returnTo, { forcePrompt: true });
  }, [returnTo]);

  return <PageLoader fullPage label="Redirecting to sign-in…" />;
}
