import type { FastifyInstance } from 'fastify';

/** The cart's one checkout (/api/v1/store/checkout). */
export async function storeCheckoutRoutes(base: FastifyInstance) {
  void base;
}
