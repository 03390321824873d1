import type { FastifyInstance } from 'fastify';

/** The store's management (/api/v1/store/admin): products, promo codes, orders. */
export async function storeAdminRoutes(base: FastifyInstance) {
  void base;
}
