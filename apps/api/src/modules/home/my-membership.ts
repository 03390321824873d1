import { netIdFromEmail } from '@cp/contracts';
import type { MyHomeMembership } from '@cp/contracts/home';
import type { Db } from '../../db/client';
import type { Acting } from '../../plugins/auth';
import { paidSince } from '../memberships';
import { walletLinksForMembership, type WalletConfig } from '../wallet';

/** The portal page where a member pays the fee (the web's `paths.membership`). */
export const membershipPayPath = '/membership';

/**
 * GET /api/v1/me/membership: whether the NetID of the caller's university email is on the paid
 * list; the way to pay when it is not (or when the email names no NetID).
 */
export async function myMembership(
  db: Db,
  config: WalletConfig & { EMAIL_DOMAIN: string },
  acting: Acting,
): Promise<MyHomeMembership> {
  const netId = netIdFromEmail(acting.username, config.EMAIL_DOMAIN);
  const since = netId ? await paidSince(db, netId) : null;
  if (!netId || !since) {
    // No paid membership, no pass.
    return {
      paid: false,
      ...(netId && { netId }),
      payUrl: membershipPayPath,
      googleWalletUrl: null,
      appleWalletUrl: null,
    };
  }
  return {
    paid: true,
    netId,
    paidAt: since.toISOString(),
    ...(await walletLinksForMembership(config, { netId, paidSince: since })),
  };
}
