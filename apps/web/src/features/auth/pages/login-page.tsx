import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import '../../../components/plain.css';
import { config } from '../../../config';
import { afterSignInTarget, startSignIn, useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';
import { LoginNotices } from '../components/login-notices';
import { paths } from '../../../lib/paths';

/**
 * /login. Deliberately free of Mantine: it is the first page most visitors load, so it carries
 * only React, the router and its own small stylesheet.
 */
export default function LoginPage() {
  usePageTitle('Sign in');
  const [params] = useSearchParams();
  const { state } = useAuth();
  const [redirecting, setRedirecting] = useState(false);
  const returnTo = params.get('returnTo');

  const target = afterSignInTarget(state, returnTo);
  if (target !== null) return <Navigate to={target} replace />;

  const signIn = () => {
    setRedirecting(true);
    startSignIn(returnTo).catch(() => setRedirecting(false));
  };

  return (
    <main className="cp-full-page">
      <section className="cp-card" aria-labelledby="login-title">
        <h1 id="login-title">{config.appName}</h1>
        <p>Officers and members sign in with their university account.</p>
        <LoginNotices params={params} />
        <button
          type="button"
          className="cp-button cp-button--block"
          onClick={signIn}
          disabled={redirecting}
          aria-busy={redirecting}
        >
          {config.signInButtonText}
        </button>
        <p className="cp-login-footer">
          By signing in you accept the{' '}
          <Link className="cp-link" to={paths.tos}>
            Terms of Service
          </Link>
          .
        </p>
      </section>
    </main>
  );
}
