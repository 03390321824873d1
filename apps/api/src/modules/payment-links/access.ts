import type { Acting } from '../../plugins/auth';
import type { PaymentLinkRow } from './repository';

/** BYPASS_OBJECT_LEVEL_AUTH sees and deactivates every link; everyone else only their own. */
export const seesEveryLink = (viewer: Acting) => viewer.actor.roles.includes('BYPASS_OBJECT_LEVEL_AUTH');

export const canManagePaymentLink = (viewer: Acting, row: PaymentLinkRow) =>
  seesEveryLink(viewer) || row.userId === viewer.username;
