import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createProductRequest,
  createProductResponse,
  listAdminProductsResponse,
  productIdParams,
  productSchema,
  productStatsSchema,
  storeManagerRoles,
  storePickupRoles,
  updateProductRequest,
  uploadImageRequest,
} from '@cp/contracts/store';
import { errorResponses } from '../../plugins/schemas';
import { actingOf } from '../../plugins/auth';
import { setProductImage } from './image';
import { deleteProduct, getProduct, listProducts } from './products';
import { createProduct, updateProduct } from './save-product';
import { productStats } from './stats';
import { storeKeyPolicies, storeTags as tags } from './admin-routes-common';

/** Products and their variants, images and sales figures (/api/v1/store/admin/products). */
export async function storeAdminProductRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const config = { roles: storeManagerRoles, keyPolicies: storeKeyPolicies };
  // The pickup table reads products too (the platform's fulfilment page lists them).
  const reading = { roles: storePickupRoles, keyPolicies: storeKeyPolicies };

  app.get(
    '/products',
    {
      config: reading,
      schema: { tags, summary: 'Every product', response: { 200: listAdminProductsResponse, ...errorResponses } },
    },
    async () => listProducts(db),
  );

  app.post(
    '/products',
    {
      config,
      schema: {
        tags,
        summary: 'Create a product with its variants (answers its id)',
        body: createProductRequest,
        response: { 201: createProductResponse, ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(await createProduct(db, actingOf(request), request.body)),
  );

  app.get(
    '/products/:productId',
    {
      config: reading,
      schema: {
        tags,
        summary: 'One product',
        params: productIdParams,
        response: { 200: productSchema, ...errorResponses },
      },
    },
    async (request) => getProduct(db, request.params.productId),
  );

  app.patch(
    '/products/:productId',
    {
      config,
      schema: {
        tags,
        summary: 'Edit a product (listed variants are kept or added, unlisted unsold ones removed)',
        params: productIdParams,
        body: updateProductRequest,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await updateProduct(db, actingOf(request), request.params.productId, request.body);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/products/:productId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a product nothing was sold of (409 otherwise)',
        params: productIdParams,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteProduct(db, actingOf(request), request.params.productId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/products/:productId/image',
    {
      config,
      schema: {
        tags,
        summary: "Replace a product's image (a PNG, JPEG or WebP data URL)",
        params: productIdParams,
        body: uploadImageRequest,
        response: { 200: productSchema, ...errorResponses },
      },
    },
    async (request) => setProductImage(db, actingOf(request), request.params.productId, request.body.dataUrl),
  );

  app.get(
    '/products/:productId/stats',
    {
      config,
      schema: {
        tags,
        summary: "A product's sales per variant and per day",
        params: productIdParams,
        response: { 200: productStatsSchema, ...errorResponses },
      },
    },
    async (request) => productStats(db, request.params.productId),
  );
}
