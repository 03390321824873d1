import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { isReservedSegment } from '@cp/contracts';
import { matchPublicPage } from '@cp/contracts/public-pages';
import { clientConfigOf } from '../lib/client-config';
import { notFound } from '../lib/app-error';
import { compressPage, pickEncoding } from './compressed-html';
import { sessionHintCookieName, setSessionHint } from './auth/session-cookies';
import { sessionCookieName } from './auth/sessions';

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
  // The door's service worker and its runtime (issue 26): a worker served as anything else is refused.
  '.js': 'text/javascript; charset=utf-8',
};

/** The service worker is checked on every load: an old one cached for an hour would keep serving old code. */
const rootFileCaching = (file: string) => (file === 'sw.js' ? 'no-cache' : 'public, max-age=3600');

/** Only when the web app is not built (API tests, a broken deploy): the app's page says the rest. */
const bareNotFoundPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Page Not Found</title></head>' +
  '<body><h1>Page Not Found</h1><p><a href="/">Go to the portal</a></p></body></html>';

/** Read by the web app (lib/server-not-found.ts): the server found nothing at this address. */
const notFoundMarker = '<meta name="cp-status" content="404" />';

/**
 * Serves the built web app: hashed assets with long caching, index.html for every route the
 * app owns, and for anything else asks the public path handlers before answering 404.
 */
export async function spaPlugin(app: FastifyInstance) {
  const dist = path.resolve(app.config.WEB_DIST ?? 'apps/web/dist');
  const indexFile = path.join(dist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile) : null;
  const lightFile = path.join(dist, 'public.html');
  const lightHtml = fs.existsSync(lightFile) ? fs.readFileSync(lightFile) : null;
  const rootFiles = new Map<string, { body: Buffer; type: string }>();
  for (const file of fs.existsSync(dist) ? fs.readdirSync(dist) : []) {
    const full = path.join(dist, file);
    if (file === 'index.html' || file === 'public.html' || !fs.statSync(full).isFile()) continue;
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
      // A cache in between keeps the Brotli, gzip and plain copies apart.
      setHeaders: (res) => res.setHeader('vary', 'accept-encoding'),
    });
  }

  // The same app answers a path nobody owns, told so, so that it shows its own not-found page.
  const notFoundHtml = indexHtml
    ? compressPage(Buffer.from(indexHtml.toString().replace('</head>', `  ${notFoundMarker}\n  </head>`)))
    : null;
  const appHtml = indexHtml ? compressPage(indexHtml) : null;
  // The light page for visitors without a session (decision 0032), with the public settings inside
  // so that it needs no request for them. As data, not a script: the policy allows no inline script.
  const clientConfigJson = JSON.stringify(clientConfigOf(app.config)).replace(/</g, '\\u003c');
  const visitorHtml = lightHtml
    ? compressPage(
        Buffer.from(
          lightHtml
            .toString()
            .replace(
              '</head>',
              `  <script type="application/json" id="cp-client-config">${clientConfigJson}</script>\n  </head>`,
            ),
        ),
      )
    : null;

  /** A visitor with no session opening a public page gets the light page; anyone else the app. */
  const isVisitorPage = (request: FastifyRequest, pathname: string) =>
    visitorHtml !== null &&
    !request.cookies[sessionCookieName] &&
    !request.cookies[sessionHintCookieName] &&
    matchPublicPage(pathname) !== undefined;

  const sendApp = (request: FastifyRequest, reply: FastifyReply, status: 200 | 404 = 200, visitor = false) => {
    const html = status === 404 ? notFoundHtml : visitor ? visitorHtml : appHtml;
    if (!html && status === 404) return reply.status(404).type('text/html').send(bareNotFoundPage);
    if (!html) return reply.status(503).type('text/plain').send('The web app is not built. Run `npm start`.');
    // A session from before the hint existed gets one, so its pages keep asking who is signed in.
    if (request.cookies[sessionCookieName] && !request.cookies[sessionHintCookieName])
      setSessionHint(reply, app.config);
    // Never kept without asking: a deploy's new page must name its new scripts at once.
    const { body, encoding } = pickEncoding(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .status(status)
        .type('text/html')
        .header('cache-control', 'no-cache')
        // A public page's document depends on whether the visitor has a session cookie.
        .header('vary', visitorHtml ? 'accept-encoding, cookie' : 'accept-encoding')
        .send(body)
    );
  };

  app.get(
    '/*',
    { config: { roles: 'public', rateLimit: false }, schema: { hide: true, response: { 200: z.any(), 404: z.any() } } },
    async (request, reply) => {
      const pathname = decodeURIComponent(request.url.split('?')[0]!.split('#')[0]!);
      const first = pathname.slice(1).split('/')[0] ?? '';
      if (first.toLowerCase() === 'api') throw notFound();
      const file = pathname.lastIndexOf('/') === 0 ? rootFiles.get(first) : undefined;
      if (file) return reply.type(file.type).header('cache-control', rootFileCaching(first)).send(file.body);
      // A missing script or style must fail as one, not arrive as a page.
      if (first === 'assets') return reply.status(404).type('text/plain').send('Page Not Found');
      // `/index.html` is what the door's service worker precaches as the page to open offline.
      if (pathname === '/' || pathname === '/index.html' || isReservedSegment(first))
        return sendApp(request, reply, 200, isVisitorPage(request, pathname));
      for (const handler of app.publicPathHandlers) {
        if (await handler(request, reply, pathname.slice(1))) return reply;
      }
      return sendApp(request, reply, 404);
    },
  );
  app.setNotFoundHandler(() => {
    throw notFound();
  });
}
