import type { Acting } from '../../plugins/auth';
import type { PaymentLinkRow } from './repository';

/** STRIPE_LINK_ADMIN and BYPASS_OBJECT_LEVEL_AUTH see and deactivate every link; others only their own. */
export const seesEveryLink = (viewer: Acting) =>
  viewer.actor.roles.includes('STRIPE_LINK_ADMIN') || viewer.actor.roles.includes('BYPASS_OBJECT_LEVEL_AUTH');

export const canManagePaymentLink = (viewer: Acting, row: PaymentLinkRow) =>
  seesEveryLink(viewer) || row.userId === viewer.username;
