import type { EventResponse } from '@cp/contracts/events';
import type { OrganizationSummary } from '@cp/contracts/organizations';
import type { RsvpSummary } from '@cp/contracts/rsvp';
import { publicEventUrl, rsvpSummaryUrl } from '../../../features/rsvp/api/public-urls';
import { apiRequest } from '../../../lib/api-client';
import { organizationsUrl } from '../../../lib/api/organizations-url';

// The event page's calls, each with the key its useLoad and the page's prefetch share. Without a
// schema: the light page carries no zod (decision 0032), and these are the portal's own public calls.

export interface Call<T> {
  key: string;
  load: () => Promise<T>;
}

export const eventCall = (eventId: string): Call<EventResponse> => ({
  key: `event:${eventId}`,
  load: () => apiRequest<EventResponse>(publicEventUrl(eventId)),
});

export const summaryCall = (rsvpKey: string): Call<RsvpSummary> => ({
  key: `rsvp-summary:${rsvpKey}`,
  load: () => apiRequest<RsvpSummary>(rsvpSummaryUrl(rsvpKey)),
});

/** Every organization; the page reads only the host's name (the answer's other fields are ignored). */
export const organizationsCall: Call<OrganizationSummary[]> = {
  key: 'organizations',
  load: () => apiRequest<OrganizationSummary[]>(organizationsUrl),
};
