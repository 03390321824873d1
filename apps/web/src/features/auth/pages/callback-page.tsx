import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../lib/paths';

const patienceMs = 10_000;

/**
 * /auth/callback is answered by the core service, which finishes the sign-in and redirects.
 * The app only shows this page if it is reached inside the app; after a while it offers a way on.
 */
export default function CallbackPage() {
  usePageTitle('Signing in');
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSlow(true), patienceMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <main className="cp-full-page">
      <div>
        <PageLoader label="Signing you in…" />
        {slow && (
          <p>
            This is taking longer than expected.{' '}
            <Link className="cp-link" to={paths.root}>
              Continue
            </Link>
          </p>
        )}
      </div>
    </main>
  );
}
