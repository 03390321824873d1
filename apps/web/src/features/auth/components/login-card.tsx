import { useState } from 'react';
import '../../../components/plain.css';
import { config } from '../../../config';
import { startSignIn } from '../../../lib/auth/sign-in';
import { paths } from '../../../lib/paths';
import { LoginNotices } from './login-notices';

/**
 * The sign-in card, free of Mantine and of the router: the portal's /login and the light page
 * sent to visitors without a session (decision 0032) both show it.
 */
export function LoginCard({ params }: { params: URLSearchParams }) {
  const [redirecting, setRedirecting] = useState(false);
  const signIn = () => {
    setRedirecting(true);
    startSignIn(params.get('returnTo')).catch(() => setRedirecting(false));
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
          <a className="cp-link" href={paths.tos}>
            Terms of Service
          </a>
          .
        </p>
      </section>
    </main>
  );
}
