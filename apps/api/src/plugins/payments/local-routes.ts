import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  localCheckoutSchema,
  localIdParams,
  localPaymentLinkSchema,
  localRedirectResponse,
  payLocalLinkRequest,
  payLocalLinkResponse,
} from '@cp/contracts/payments';
import { errorResponses } from '../schemas';
import {
  cancelLocalCheckout,
  getLocalCheckout,
  getLocalPaymentLink,
  payLocalCheckout,
  payLocalLink,
  type LocalPayDeps,
} from './local-pay';

const config = { roles: 'public' as const };
const tags = ['payments'];

/** The public API behind the local provider's pages /checkout/{id} and /pay/{id}. */
export const localPaymentRoutes = fp<{ deps: LocalPayDeps }>(
  async (base: FastifyInstance, { deps }) => {
    const app = base.withTypeProvider<ZodTypeProvider>();
    const prefix = '/api/v1/payments/local';

    app.get(
      `${prefix}/checkouts/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'A local checkout session',
          params: localIdParams,
          response: { 200: localCheckoutSchema, ...errorResponses },
        },
      },
      async (request) => getLocalCheckout(deps.db, request.params.id),
    );

    app.post(
      `${prefix}/checkouts/:id/pay`,
      {
        config,
        schema: {
          tags,
          summary: 'Pay a local checkout session (test payment, no card)',
          params: localIdParams,
          response: { 200: localRedirectResponse, ...errorResponses },
        },
      },
      async (request) => payLocalCheckout(deps, request.params.id),
    );

    app.post(
      `${prefix}/checkouts/:id/cancel`,
      {
        config,
        schema: {
          tags,
          summary: 'Cancel a local checkout session',
          params: localIdParams,
          response: { 200: localRedirectResponse, ...errorResponses },
        },
      },
      async (request) => cancelLocalCheckout(deps, request.params.id),
    );

    app.get(
      `${prefix}/links/:id`,
      {
        config,
        schema: {
          tags,
          summary: 'A local payment link',
          params: localIdParams,
          response: { 200: localPaymentLinkSchema, ...errorResponses },
        },
      },
      async (request) => getLocalPaymentLink(deps.db, request.params.id),
    );

    app.post(
      `${prefix}/links/:id/pay`,
      {
        config,
        schema: {
          tags,
          summary: 'Pay a local payment link (test payment, no card)',
          params: localIdParams,
          body: payLocalLinkRequest,
          response: { 200: payLocalLinkResponse, ...errorResponses },
        },
      },
      async (request) => payLocalLink(deps, request.params.id, request.body),
    );
  },
  { name: 'local-payments' },
);
