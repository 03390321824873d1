import type { MyRsvp, RsvpResult } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import type { Call } from './event-calls';

// The signed-in person's RSVP calls (the portal's own, without a schema: decision 0032), made only
// when the portal shows the page to someone signed in (decision 0065).

/** GET /api/v1/rsvp/me: their RSVPs; the page looks for its own. */
export const myRsvpsCall: Call<MyRsvp[]> = {
  key: 'rsvp-me',
  load: () => apiRequest<MyRsvp[]>('/api/v1/rsvp/me'),
};

/** GET /api/v1/rsvp/profile/mine: their RSVP profile, null until they make one. */
export const rsvpProfileCall: Call<{ profile: unknown }> = {
  key: 'rsvp-profile-mine',
  load: () => apiRequest<{ profile: unknown }>('/api/v1/rsvp/profile/mine'),
};

const rsvpUrl = (rsvpKey: string) => `/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}`;

/** POST: confirmed, or on the waitlist at a place. */
export const rsvpTo = (rsvpKey: string) => apiRequest<RsvpResult>(rsvpUrl(rsvpKey), { method: 'POST' });

/** DELETE: withdraw their own RSVP; a confirmed place goes to the first on the waitlist. */
export async function withdrawRsvp(rsvpKey: string): Promise<void> {
  await apiRequest(`${rsvpUrl(rsvpKey)}/attendee/me`, { method: 'DELETE' });
}
