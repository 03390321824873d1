import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { errorResponses } from '../../plugins/schemas';
import { pkpassType } from './apple-pass';
import { walletOf, type WalletConfig } from './load-wallet';

/**
 * What every .pkpass route shares, whichever module's pass it serves (a ticket, the membership
 * card): under /api/v1/me, documented with the member's home.
 */
export const passTags = ['home'];
/** A pass is the caller's own: an API key owns no ticket and no membership. */
export const ownPassRoute = {
  roles: 'signedIn',
  keyPolicies: { none: 'only about the caller (a key has no passes)' },
} as const;
export const passResponse = { 200: z.string().describe('The .pkpass bytes (a signed zip)'), ...errorResponses };

/** The Apple Wallet credentials, or the 404 every pass route answers when Apple Wallet is off. */
export function appleWalletOrNotFound(config: WalletConfig) {
  const { apple } = walletOf(config);
  if (!apple) throw notFound('Apple Wallet passes are not available.');
  return apple;
}

export function sendPass(reply: FastifyReply, pass: Buffer, filename: string) {
  // A Buffer is sent as it is: the response schema documents it, nothing serialises it.
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type(pkpassType)
    .send(pass);
}
