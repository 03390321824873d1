import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actingOf } from '../../plugins/auth';
import { ownPassRoute, passResponse, passTags as tags, sendPass } from '../wallet';
import { ownTicketPass } from './ticket-pass';

// Any text: an id that is not a ticket id is the same 404 as another person's ticket.
const ticketPassParams = z.object({ ticketId: z.string() });

/** A ticket's Apple Wallet pass, the signed-in owner's (under /api/v1/me, beside their home). */
export async function ticketPassRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, config: app.config };

  app.get(
    '/tickets/:ticketId/pass.pkpass',
    {
      config: ownPassRoute,
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
}
