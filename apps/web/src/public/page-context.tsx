import { createContext, useContext } from 'react';
import type { ClientConfig } from '@cp/contracts/client-config';
import { visitorBuyer, type StoreBuyer } from '../lib/store-buyer';
import { visitorClientConfig } from './client-config';

/** The signed-in person a light page is shown to inside the portal's frame (decision 0065). */
export interface Viewer {
  email: string;
  /** Their membership: undefined while it is asked, when it could not be, or when the page does not ask. */
  membership?: { netId: string | null; paidSince: string | null };
  /** The membership is being asked (the store waits for it to price and fill in the checkout). */
  membershipPending: boolean;
  /** The session's roles: the event page shows its managers their links. */
  roles: readonly string[];
}

/**
 * What the portal hands a light page it shows in its own frame: its settings (read through its
 * query, where the light page has them written in), the signed-in person and the router's query
 * path and query. The light page alone (a visitor) has none of these and reads the document.
 */
export interface LightPageContextValue {
  clientConfig: ClientConfig;
  viewer?: Viewer;
  pathname: string;
  search: string;
  /** The address's fragment (`#rsvp`: back to the event's RSVP button). */
  hash: string;
}

export const LightPageContext = createContext<LightPageContextValue | null>(null);

/** The public settings: the portal's in its frame, else those written into the light page. */
export function usePageClientConfig(): ClientConfig {
  return useContext(LightPageContext)?.clientConfig ?? visitorClientConfig();
}

/** The signed-in person, when the portal shows the page; undefined for a visitor. */
export function useViewer(): Viewer | undefined {
  return useContext(LightPageContext)?.viewer;
}

/** The page's query string (`?paid=…`): the router's in the portal, the document's alone. */
export function usePageSearch(): URLSearchParams {
  return new URLSearchParams(useContext(LightPageContext)?.search ?? window.location.search);
}

/** The address's fragment, `#rsvp`: the router's in the portal, the document's alone. */
export function usePageHash(): string {
  return useContext(LightPageContext)?.hash ?? window.location.hash;
}

/** This page's path and query: where a sign-in link brings the person back to. */
export function usePagePath(): string {
  const shown = useContext(LightPageContext);
  return shown ? `${shown.pathname}${shown.search}` : `${window.location.pathname}${window.location.search}`;
}

/**
 * Who is buying, as the store's pages price and fill in for them (decision 0050): a visitor, or
 * the signed-in person (a paid member pays the member price; the checkout takes the account's
 * email and NetID). `pending` while their membership is asked.
 */
export function useStoreBuyer(): { buyer: StoreBuyer; pending: boolean } {
  const viewer = useViewer();
  if (!viewer) return { buyer: visitorBuyer, pending: false };
  const membership = viewer.membership;
  return {
    buyer: {
      signedIn: true,
      member: Boolean(membership?.paidSince),
      email: viewer.email,
      netId: membership?.netId ?? '',
    },
    pending: viewer.membershipPending,
  };
}

/** Whether this portal takes no payments (decision 0036): its pages say so instead of offering Pay. */
export function usePaymentsOff(): boolean {
  return usePageClientConfig().payments === 'off';
}
