import type { ComponentType, MouseEvent } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { PublicPageProps } from '../../public/pages';
import { LightPageContext, type Viewer } from '../../public/page-context';
import { useAuth } from '../../lib/auth';
import { useClientConfig } from '../../lib/get-client-config';
import { useMyMembershipQuery } from '../../lib/api/my-membership';
import '../../components/plain.css';
import '../../public/visitor.css';

interface LightPageFrameProps {
  Page: ComponentType<PublicPageProps>;
  /** The page prices or fills in by membership (the store, /membership): ask who is a member. */
  withMembership?: boolean;
}

/** A click the router can take: a plain click on a link to a page of this portal, in this tab. */
function routerTarget(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return null;
  const link = (event.target as HTMLElement).closest('a');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A public page (one implementation, the light build's plain components: decision 0065) inside
 * the portal's frame: the layout around it is the shell's (signed in) or the plain one, and the
 * page gets the portal's settings, the signed-in person and the router's query string. Its links
 * are plain anchors; a plain click on one to this portal goes through the router, not a reload.
 */
export default function LightPageFrame({ Page, withMembership = false }: LightPageFrameProps) {
  const params = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const clientConfig = useClientConfig();
  const auth = useAuth();
  const signedIn = auth.state !== 'loggedOut' && auth.session !== null;
  const membership = useMyMembershipQuery(signedIn && withMembership);
  // The session's username is the account the server prices and fills orders by (decision 0050).
  const viewer: Viewer | undefined = signedIn
    ? {
        email: auth.session?.username ?? '',
        membership: membership.data,
        membershipPending: withMembership && membership.isPending,
        roles: auth.session?.roles ?? [],
      }
    : undefined;
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const to = routerTarget(event);
    if (to === null) return;
    event.preventDefault();
    void navigate(to);
  };
  return (
    <LightPageContext.Provider value={{ clientConfig, viewer, pathname, search, hash }}>
      {/* Clicks on the page's links bubble here; it is not an interactive element of its own. */}
      <div className="cp-light-page" onClick={onClick}>
        <Page params={params as Record<string, string>} />
      </div>
    </LightPageContext.Provider>
  );
}
