import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import { pkpassType } from './wallet';
import { ownMembershipPass, ownTicketPass } from './wallet/own-passes';

const tags = ['home'];
/** A pass is the caller's own: an API key owns no ticket and no membership. */
const ownPass = { roles: 'signedIn', keyPolicies: { none: 'only about the caller (a key has no passes)' } } as const;
// Any text: an id that is not a ticket id is the same 404 as another person's ticket.
const ticketPassParams = z.object({ ticketId: z.string() });
const passResponse = { 200: z.string().describe('The .pkpass bytes (a signed zip)'), ...errorResponses };

function sendPass(reply: FastifyReply, pass: Buffer, filename: string) {
  // A Buffer is sent as it is: the response schema documents it, nothing serialises it.
  return reply
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .type(pkpassType)
    .send(pass);
}

/** Apple Wallet passes of the signed-in member (/api/v1/me): a ticket's and the membership card. */
export async function walletPassRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, config: app.config };

  app.get(
    '/tickets/:ticketId/pass.pkpass',
    {
      config: ownPass,
      schema: {
        tags,
        summary: "An Apple Wallet pass of the caller's ticket",
        params: ticketPassParams,
        response: passResponse,
      },
    },
    async (request, reply) =>
      sendPass(reply, await ownTicketPass(deps, actingOf(request), request.params.ticketId), 'ticket.pkpass'),
  );

  app.get(
    '/membership/pass.pkpass',
    {
      config: ownPass,
      schema: { tags, summary: "The caller's membership card as an Apple Wallet pass", response: passResponse },
    },
    async (request, reply) => sendPass(reply, await ownMembershipPass(deps, actingOf(request)), 'membership.pkpass'),
  );
}
