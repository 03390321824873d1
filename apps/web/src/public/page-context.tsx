import { createContext, useContext } from 'react';
import type { ClientConfig } from '@cp/contracts/client-config';
import { visitorClientConfig } from './client-config';

/** The signed-in person a light page is shown to inside the portal's frame (decision 0065). */
export interface Viewer {
  email: string;
  /** Their membership: undefined while it is asked (or when the page does not ask it). */
  membership?: { netId: string | null; paidSince: string | null };
}

/**
 * What the portal hands a light page it shows in its own frame: its settings (read through its
 * query, where the light page has them written in), the signed-in person and the router's query
 * string. The light page alone (a visitor) has none of these and reads the document.
 */
export interface LightPageContextValue {
  clientConfig: ClientConfig;
  viewer?: Viewer;
  search: string;
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

/** Whether this portal takes no payments (decision 0036): its pages say so instead of offering Pay. */
export function usePaymentsOff(): boolean {
  return usePageClientConfig().payments === 'off';
}
