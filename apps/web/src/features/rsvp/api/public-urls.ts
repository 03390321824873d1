// The addresses of the public RSVP calls, with no schema or query library: the portal's queries
// and the light page for visitors (decision 0032) both call them.

/** GET: the public event, as anyone may read it. */
export const publicEventUrl = (eventId: string) => `/api/v1/events/${encodeURIComponent(eventId)}`;

/** GET (public): whether an event's or occurrence's RSVPs are open and how full it is. */
export const rsvpSummaryUrl = (rsvpKey: string) => `/api/v1/rsvp/event/${encodeURIComponent(rsvpKey)}/summary`;
