import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { slugKey } from '@cp/contracts/links';
import { escapeHtml, renderPage } from '../../idp/page';
import { addFastPath } from '../../plugins/fast-path';
import { ClickCounter } from './click-counter';
import { ClickLog } from './click-log';
import { clickWriter } from './click-writer';
import { verdictOf } from './lifecycle';
import { RedirectCache, type RedirectEntry } from './redirect-cache';
import { recordClick, type ClickSinks } from './redirect-clicks';
import { redirectFastPath, type RedirectLookup } from './redirect-fast-path';
import { addClicks, claimLimitedClick, loadAllRedirects, loadRedirect } from './repository';

/** The change-feed topic; its detail is the lower-cased slug that changed. */
export const linksTopic = 'links';

export interface LinkRedirects {
  cache: RedirectCache;
  /** Null when click counting is switched off (LINK_CLICK_COUNTING=false). */
  clicks: ClickCounter | null;
  /** Each click for analytics; null when click counting is switched off. */
  clickLog: ClickLog | null;
  /** Writes every click counted so far (tests, and the server's close). */
  flush(): Promise<void>;
}

/**
 * Public redirects: `GET /{slug}` on the portal's host for paths the web app does not own, and
 * any path on the short-link host, answered from memory. Real HTTP requests take the fast path;
 * the Fastify routes below answer the same way for `inject()` and whatever the fast path leaves.
 * Clicks are batched and written every LINK_CLICK_FLUSH_SECONDS and when the server closes.
 */
export async function setUpRedirects(app: FastifyInstance): Promise<LinkRedirects> {
  const db = app.database.db;
  const cache = new RedirectCache({ loadAll: () => loadAllRedirects(db), load: (key) => loadRedirect(db, key) });
  app.changes.subscribe(linksTopic, (key) => {
    cache.refresh(key).catch((err: unknown) => app.log.error({ err, key }, 'reloading a short link failed'));
  });
  app.changes.onResync(() => {
    cache.loadAll().catch((err: unknown) => app.log.error({ err }, 'reloading short links failed'));
  });
  await cache.loadAll();
  const counting = app.config.LINK_CLICK_COUNTING;
  const sinks: ClickSinks = {
    counter: counting ? new ClickCounter((counts) => addClicks(db, counts)) : null,
    log: counting ? new ClickLog(clickWriter(db)) : null,
    behindProxy: app.config.TRUSTED_PROXIES.length > 0,
  };
  const clicks = sinks.counter;
  const flush = async () => {
    await Promise.all([sinks.counter?.flush(), sinks.log?.flush()]);
  };

  const lookup: RedirectLookup = {
    find: (path) =>
      cache.lookup(slugKey(path)) ?? (path.endsWith('/') ? cache.lookup(slugKey(path.slice(0, -1))) : undefined),
    count: (request, entry) => recordClick(sinks, request, entry),
    shortHost: app.config.SHORT_LINK_ORIGIN ? new URL(app.config.SHORT_LINK_ORIGIN).host : null,
  };
  /** Where this visit goes: the target, the fallback, or nowhere (the not-found page). */
  const destination = async (request: FastifyRequest, entry: RedirectEntry): Promise<string | null> => {
    const verdict = verdictOf(entry.lifecycle, Date.now());
    if (verdict === 'target') {
      lookup.count(request.raw, entry);
      return entry.location;
    }
    // HEAD (a link preview) neither spends nor counts a limited click.
    if (verdict === 'limited' && (request.method === 'HEAD' || (await claimLimitedClick(db, entry.id)))) {
      recordClick(sinks, request.raw, entry, true);
      return entry.location;
    }
    return entry.lifecycle?.fallback ?? null;
  };
  const redirect = async (request: FastifyRequest, reply: FastifyReply, path: string): Promise<boolean> => {
    const entry = lookup.find(path);
    if (!entry) return false;
    const location = await destination(request, entry);
    if (location === null) return false;
    void reply.code(302).header('location', location).send();
    return true;
  };
  app.publicPathHandlers.push(redirect);
  if (lookup.shortHost) registerShortLinkHost(app, lookup.shortHost, redirect);
  addFastPath(app, redirectFastPath(lookup));

  if (counting) {
    const timer = setInterval(() => {
      flush().catch((err: unknown) => app.log.error({ err }, 'writing clicks failed; kept for the next try'));
    }, app.config.LINK_CLICK_FLUSH_SECONDS * 1000);
    timer.unref();
    // server.ts closes the app before the database on SIGTERM: the last clicks are written here.
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  }
  return { cache, clicks, clickLog: sinks.log, flush };
}

/**
 * On a separate short-link host every path is a slug (the host serves no web app), so a link
 * keeps working even if the portal later takes its first segment. The host constraint makes this
 * route win over the web app's catch-all only for that host; API paths still reach the API.
 */
function registerShortLinkHost(
  app: FastifyInstance,
  host: string,
  redirect: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<boolean>,
) {
  const portalHome = `${app.config.publicUrl}/`;
  const notFoundPage = renderPage(
    'Page Not Found',
    `<h1>Page Not Found</h1><p>There is no short link at this address.</p><p><a href="${escapeHtml(portalHome)}">Go to the portal</a></p>`,
  );
  app.get(
    '/*',
    {
      constraints: { host },
      config: { roles: 'public', rateLimit: false },
      schema: { hide: true, response: { 302: z.null(), 404: z.any() } },
    },
    async (request, reply) => {
      let path: string;
      try {
        path = decodeURIComponent(request.url.split('?')[0]!).slice(1);
      } catch {
        path = '';
      }
      if (path === '') return reply.redirect(portalHome, 302);
      if (await redirect(request, reply, path)) return reply;
      return reply.status(404).type('text/html').send(notFoundPage);
    },
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory redirects and click counts (tests flush the counts through it). */
    linkRedirects: LinkRedirects;
  }
}

/**
 * The public redirects, at the root (no prefix). A fastify-plugin so that `linkRedirects` escapes
 * to the root: the link API (registered beside it) refreshes it after each write.
 */
export const linkRedirectRoutes = fp(
  async (app: FastifyInstance) => {
    app.decorate('linkRedirects', await setUpRedirects(app));
  },
  { name: 'link-redirects' },
);
