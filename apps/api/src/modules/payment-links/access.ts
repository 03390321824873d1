import type { PaymentLinkRow } from './repository';

export interface PaymentLinkViewer {
  username: string;
  roles: readonly string[];
  requestId: string;
}

/** BYPASS_OBJECT_LEVEL_AUTH sees and deactivates every link; everyone else only their own. */
export const seesEveryLink = (viewer: PaymentLinkViewer) => viewer.roles.includes('BYPASS_OBJECT_LEVEL_AUTH');

export const canManagePaymentLink = (viewer: PaymentLinkViewer, row: PaymentLinkRow) =>
  seesEveryLink(viewer) || row.userId === viewer.username;
