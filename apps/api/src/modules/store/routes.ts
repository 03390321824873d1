import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listProductsResponse, productIdParams, publicProductSchema } from '@cp/contracts/store';
import { errorResponses } from '../../plugins/schemas';
import { listsHolding } from '../memberships';
import { personOf } from './checkout';
import { getProductImage } from './image';
import { getPublicProduct, listOpenProducts } from './products';

const tags = ['store'];
// An image's URL carries its version (?v=), so a cached copy is never stale: keep it a long time.
const imageCacheControl = 'public, max-age=31536000, immutable';

/** The public store (/api/v1/store): products on sale and their images. */
export async function storeProductRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const pricing = { emailDomain: app.config.EMAIL_DOMAIN, listsHolding: listsHolding.bind(null, db) };
  /** The signed-in person asking (an API key is nobody), whose member lists price each variant. */
  const viewerOf = async (request: FastifyRequest) => ({ pricing, buyer: personOf(await request.resolveActor()) });

  app.get(
    '/products',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'Products on sale, with their variants and what is left',
        response: { 200: listProductsResponse, ...errorResponses },
      },
    },
    async (request) => listOpenProducts(db, await viewerOf(request)),
  );

  app.get(
    '/products/:productId',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'One product (a closed one too: its page says so)',
        params: productIdParams,
        response: { 200: publicProductSchema, ...errorResponses },
      },
    },
    async (request) => getPublicProduct(db, request.params.productId, await viewerOf(request)),
  );

  app.get(
    '/products/:productId/image',
    {
      // A store page asks for one image per product: the per-address limit would cut a page short.
      config: { roles: 'public', rateLimit: false },
      schema: {
        tags,
        summary: "A product's image (PNG, JPEG or WebP bytes)",
        params: productIdParams,
        querystring: z.object({ v: z.string().max(20).optional() }),
        response: { 200: z.string().describe('The image bytes'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const image = await getProductImage(db, request.params.productId);
      // A Buffer is sent as it is: the response schema documents it, nothing serialises it.
      return reply
        .type(image.contentType)
        .header('cache-control', imageCacheControl)
        .send(image.bytes as unknown as string);
    },
  );
}
