import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createPaymentLinkRequest,
  createPaymentLinkResponse,
  listPaymentLinksResponse,
  paymentLinkIdParams,
  paymentLinkRoles,
} from '@cp/contracts/payment-links';
import { errorResponses } from '../../plugins/schemas';
import { seesEveryLink } from './access';
import { linkPaymentPurpose } from './apply-link-payment';
import { createPaymentLink, paymentLinkPurpose } from './create-payment-link';
import { deactivatePaymentLink } from './deactivate-payment-link';
import { deleteExpiredPaymentLinks, listPaymentLinkRows, toPaymentLink } from './repository';
import { actingOf } from '../../plugins/auth';

const config = { roles: paymentLinkRoles, keyPolicies: { none: 'no key policy kind covers payment links' } };
const tags = ['payment-links'];

/** Payment links (/stripe): list, create, deactivate; plus their payment handler and retention. */
export async function paymentLinkRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { db: app.database.db, payments: app.payments };
  app.paymentHandlers.register(paymentLinkPurpose, linkPaymentPurpose({ mailer: app.mailer, payments: app.payments }));
  app.retentionTasks.push(deleteExpiredPaymentLinks);

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'My payment links (every link with BYPASS_OBJECT_LEVEL_AUTH)',
        response: { 200: listPaymentLinksResponse, ...errorResponses },
      },
    },
    async (request) => {
      const viewer = actingOf(request);
      const rows = await listPaymentLinkRows(deps.db, seesEveryLink(viewer) ? null : viewer.username);
      return rows.map(toPaymentLink);
    },
  );

  app.post(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Create a payment link for an invoice (amount in cents)',
        body: createPaymentLinkRequest,
        response: { 201: createPaymentLinkResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createPaymentLink(deps, actingOf(request), request.body)),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Deactivate a payment link',
        params: paymentLinkIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deactivatePaymentLink(deps, actingOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
