import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actingOf } from '../../plugins/auth';
import { ownPassRoute, passResponse, passTags as tags, sendPass } from '../wallet';
import { ownMembershipPass } from './membership-pass';

/** The signed-in member's card as an Apple Wallet pass (under /api/v1/me, beside their home). */
export async function membershipPassRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, config: app.config };

  app.get(
    '/membership/pass.pkpass',
    {
      config: ownPassRoute,
      schema: { tags, summary: "The caller's membership card as an Apple Wallet pass", response: passResponse },
    },
    async (request, reply) => sendPass(reply, await ownMembershipPass(deps, actingOf(request)), 'membership.pkpass'),
  );
}
