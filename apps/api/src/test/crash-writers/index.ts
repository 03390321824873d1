import { apiKeysWriter } from './api-keys';
import { eventsWriter } from './events';
import { iamInvitesWriter } from './iam';
import { linksWriter } from './links';
import { externalListsWriter } from './memberships';
import { paymentLinksWriter } from './payment-links';
import { roomRequestsWriter } from './room-requests';
import { ticketItemsWriter } from './tickets';
import type { CrashWriter } from './writer';

export type { CrashWriter } from './writer';

/**
 * Every module's crash writer; the test streams their writes round-robin. Organization info is
 * not here: its write replaces one of 27 rows, so an acknowledged write cannot be told from a
 * later one by the row alone.
 */
export const crashWriters: CrashWriter[] = [
  eventsWriter,
  linksWriter,
  roomRequestsWriter,
  apiKeysWriter,
  externalListsWriter,
  paymentLinksWriter,
  iamInvitesWriter,
  ticketItemsWriter,
];
