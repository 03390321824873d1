import type { FastifyInstance } from 'fastify';

/** The public store (/api/v1/store): products on sale and their images. */
export async function storeProductRoutes(base: FastifyInstance) {
  void base;
}
