import { rsvpSummary, type RsvpSummary } from '@cp/contracts/rsvp';
import { apiRequest } from '../../../lib/api-client';
import { rsvpSummaryUrl } from './public-urls';

/** GET /api/v1/rsvp/event/{key}/summary (public): whether RSVPs are open and how full the event is. */
export function getRsvpSummary(rsvpKey: string, signal?: AbortSignal): Promise<RsvpSummary> {
  return apiRequest(rsvpSummaryUrl(rsvpKey), { schema: rsvpSummary, signal });
}
