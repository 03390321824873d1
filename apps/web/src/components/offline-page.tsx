import { StatusPage } from './status-page';

/**
 * What a page that needs the server shows with no network (issue 26): ours, not the browser's
 * error. The door scanner is the exception that works offline, so it is offered here.
 */
export function OfflinePage({ fullPage = false }: { fullPage?: boolean }) {
  return (
    <StatusPage title="You are offline" fullPage={fullPage}>
      <p>The portal needs a connection for this page. It opens again when the network returns.</p>
      <p>
        The door scanner works offline on a device that prepared its lists:{' '}
        <a className="cp-link" href="/tickets/scan">
          Scan Tickets
        </a>
        .
      </p>
      <button type="button" className="cp-button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </StatusPage>
  );
}
