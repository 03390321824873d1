import { netIdFromEmail } from '@cp/contracts';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import type { Acting } from '../../plugins/auth';
import { appleWalletOrNotFound, membershipPkpass } from '../wallet';
import { paidSince } from './repository';

/** The caller's membership card: their NetID is on the paid list, else 404. */
export async function ownMembershipPass(deps: { db: Db; config: AppConfig }, acting: Acting): Promise<Buffer> {
  const apple = appleWalletOrNotFound(deps.config);
  const netId = netIdFromEmail(acting.username, deps.config.EMAIL_DOMAIN);
  const since = netId ? await paidSince(deps.db, netId) : null;
  if (!netId || !since) throw notFound('You are not a paid member.');
  return membershipPkpass(apple, { netId, paidSince: since });
}
