import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { isReservedSegment } from '@cp/contracts';
import { notFound } from '../lib/app-error';
import { renderPage } from '../idp/page';

/** Handles a public path the web app does not own (the link shortener's redirects); true when handled. */
export type PublicPathHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
) => boolean | Promise<boolean>;

declare module 'fastify' {
  interface FastifyInstance {
    publicPathHandlers: PublicPathHandler[];
  }
}

const contentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const notFoundPage = renderPage(
  'Page Not Found',
  '<h1>Page Not Found</h1><p>There is nothing at this address.</p><p><a href="/">Go to the portal home</a></p>',
);

/**
 * Serves the built web app: hashed assets with long caching, index.html for every route the
 * app owns, and for anything else asks the public path handlers before answering 404.
 */
export async function spaPlugin(app: FastifyInstance) {
  const dist = path.resolve(app.config.WEB_DIST ?? 'apps/web/dist');
  const indexFile = path.join(dist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  const rootFiles = new Map<string, { body: Buffer; type: string }>();
  for (const file of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
    const full = path.join(dist, file);
    if (file === 'index.html' || !fs.statSync(full).isFile()) continue;
    rootFiles.set(file, {
      body: fs.readFileSync(full),
      type: contentTypes[path.extname(file)] ?? 'application/octet-stream',
    });
  }

  if (fs.existsSync(path.join(dist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'assets'),
      prefix: '/assets/',
      wildcard: false,
      immutable: true,
      maxAge: '365d',
      // The web build writes .br and .gz beside each asset.
      preCompressed: true,
      decorateReply: false,
    });
  }

  const sendApp = (reply: FastifyReply, status = 200) => {
    if (!indexHtml) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm start`.');
    return reply.status(status).type('text/html').header('cache-control', 'no-cache').send(indexHtml);
  };

  app.get(
    '/*',
    { config: { roles: 'public', rateLimit: false }, schema: { hide: true, response: { 200: z.any(), 404: z.any() } } },
    async (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?')[0]!.split('#')[0]!);
      const first = pathname.slice(1).split('/')[0] ?? '';
      if (first.toLowerCase() === 'api') throw notFound();
      const file = pathname.lastIndexOf('/') === 0 ? rootFiles.get(first) : undefined;
      if (file) return reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body);
      if (pathname === '/' || isReservedSegment(first)) return sendApp(reply);
      for (const handler of app.publicPathHandlers) {
        if (await handler(request, reply, pathname.slice(1))) return reply;
      }
      return reply.status(404).type('text/html').send(notFoundPage);
    },
  );
  app.setNotFoundHandler(() => {
    throw notFound();
  });
}
