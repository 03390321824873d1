import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  importLinksRequest,
  importLinksResponse,
  linkQrQuery,
  linkSlugParams,
  linkStatsQuery,
  linkStatsSchema,
} from '@cp/contracts/links';
import { errorResponses } from '../../plugins/schemas';
import { importLinks } from './import-links';
import type { LinkViewer } from './link-access';
import { linkQrPng, linkQrSvg } from './link-qr';
import { linkStats } from './link-stats';
import { linkRouteConfig as config, linkRouteTags as tags } from './route-config';
import type { SaveLinkDeps } from './save-link';

export interface LinkToolOptions extends Omit<SaveLinkDeps, 'db'> {
  viewerOf: (request: FastifyRequest) => Promise<LinkViewer>;
}

/** One path segment: a slug with '/' comes as '%2F' (the wildcard route sends `a/b/stats` on here). */
const slugParam = z.object({ slug: linkSlugParams.shape['*'] });
const svgQuery = linkQrQuery.pick({ logo: true });
/** A file name for the download: the slug's '/' would end it early. */
const fileName = (slug: string, extension: string) => `${slug.replace(/\//g, '-')}-qr.${extension}`;

/** A link's stats and QR codes (…/redir/{slug}/stats, qr.svg, qr.png) and the CSV import. */
export async function linkToolRoutes(base: FastifyInstance, options: LinkToolOptions) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  const { viewerOf } = options;
  const origin = app.config.SHORT_LINK_ORIGIN ?? app.config.publicUrl;

  app.get(
    '/redir/:slug/stats',
    {
      config,
      schema: {
        tags,
        summary: "A link's clicks: per day and hour, referrers, devices and browsers, bots apart",
        params: slugParam,
        querystring: linkStatsQuery,
        response: { 200: linkStatsSchema, ...errorResponses },
      },
    },
    async (request) => linkStats(db, await viewerOf(request), request.params.slug, request.query),
  );

  app.get(
    '/redir/:slug/qr.svg',
    {
      config,
      schema: {
        tags,
        summary: "The QR code of a link's short URL (with ?qr=1), as SVG",
        params: slugParam,
        querystring: svgQuery,
        response: { 200: z.string().describe('The SVG document'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const svg = await linkQrSvg(db, await viewerOf(request), slug, { origin, logo: request.query.logo });
      return reply
        .type('image/svg+xml')
        .header('content-disposition', `inline; filename="${fileName(slug, 'svg')}"`)
        .send(svg);
    },
  );

  app.get(
    '/redir/:slug/qr.png',
    {
      config,
      schema: {
        tags,
        summary: "The QR code of a link's short URL (with ?qr=1), as PNG of 256 to 2048 pixels",
        params: slugParam,
        querystring: linkQrQuery,
        response: { 200: z.string().describe('The PNG bytes'), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const png = await linkQrPng(db, await viewerOf(request), slug, { origin, ...request.query });
      // A Buffer is sent as it is: the response schema documents it, nothing serialises it.
      return reply
        .type('image/png')
        .header('content-disposition', `inline; filename="${fileName(slug, 'png')}"`)
        .send(png as unknown as string);
    },
  );

  app.post(
    '/import',
    {
      config,
      schema: {
        tags,
        summary: 'Create links from CSV (slug,redirect,access); one result per row',
        body: importLinksRequest,
        response: { 200: importLinksResponse, ...errorResponses },
      },
    },
    async (request) => importLinks({ ...options, db }, await viewerOf(request), request.body.csv),
  );
}
