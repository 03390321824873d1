import { visitorClientConfig } from './client-config';
import { NotFound } from './components';
import type { VisitorPage } from './pages';
import '../components/plain.css';
import './visitor.css';
import { config } from '../config';

interface VisitorAppProps {
  page: VisitorPage | undefined;
  params: Record<string, string>;
}

/** The light page's frame: the portal's name and a way to sign in, the page, the terms. */
export function VisitorApp({ page, params }: VisitorAppProps) {
  const Page = page?.Page;
  if (page?.bare && Page) return <Page params={params} />;
  const { environment } = visitorClientConfig();
  return (
    <div className="cp-visitor">
      <a className="cp-skip-link" href="#main-content">
        Skip to main content
      </a>
      <header className="cp-visitor-header">
        <a className="cp-visitor-name" href="/">
          {config.appName}
        </a>
        {environment && (
          <span className="cp-badge">
            <span className="cp-visually-hidden">Environment: </span>
            {environment}
          </span>
        )}
        {/* The visitor's way around: a navigation landmark, as the signed-in pages have their menu. */}
        <nav className="cp-visitor-nav" aria-label="Portal">
          <a className="cp-visitor-sign-in" href="/store">
            Store
          </a>
          <a className="cp-visitor-sign-in" href="/login">
            Sign in
          </a>
        </nav>
      </header>
      <main id="main-content" tabIndex={-1} className="cp-visitor-main">
        {Page ? <Page params={params} /> : <NotFound />}
      </main>
      <footer className="cp-visitor-footer">
        <a className="cp-link" href="/tos">
          Terms of Service
        </a>
      </footer>
    </div>
  );
}
