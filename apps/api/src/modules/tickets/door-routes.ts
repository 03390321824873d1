import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  batchCheckInRequest,
  batchCheckInResponse,
  type BatchCheckInResponse,
  doorCountResponse,
  doorLogQuery,
  doorLogResponse,
  doorSearchQuery,
  doorSearchResponse,
  itemIdParams,
  offlineListResponse,
  ticketScannerRoles,
} from '@cp/contracts/tickets';
import { errorResponses } from '../../plugins/schemas';
import { actingOf } from '../../plugins/auth';
import { applyUpload } from './batch-check-in';
import { doorLog, searchDoor } from './door-log';
import { countDoor } from './door-repository';
import { prepareOfflineList } from './offline-list';
import { UploadChecker, type CheckedUpload } from './upload-checker';
import { UploadTurns } from './upload-turns';

const tags = ['tickets'];
const keyPolicies = { none: 'no key policy kind covers tickets' };

/** An upload's body: 500 scans of every field at its longest come to about 300 KB. */
export const maxUploadBytes = 384 * 1024;
/**
 * Uploads per scanner (signed-in user or API key) a minute. Counted per caller, not per address:
 * every scanner at a door shares one. A device uploads every 5 s while it has a queue (12 a
 * minute); 30 lets a long queue drain in 500-scan turns and keeps one caller from taking the
 * server's time from everyone else (decision 0037).
 */
export const uploadsPerMinute = 30;

/** Refuses a caller's upload past `uploadsPerMinute` with 429 and Retry-After, after sign-in. */
function uploadLimit(app: FastifyInstance) {
  const limit = app.createRateLimit({
    max: uploadsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `door-upload:${actingOf(request).username}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const state = await limit(request);
    if (state.isAllowed || !state.isExceeded) return;
    reply.header('retry-after', String(state.ttlInSeconds));
    // The body is not read: closing the connection after the answer spares reading the rest of it
    // (four callers sending 150 KB bodies past their limit had the server take in 220 MB in 10 s).
    reply.header('connection', 'close');
    throw new AppError('RateLimitExceededError', 'Too many uploads. The device keeps its queue and tries again.');
  };
}

/**
 * POST /checkIn/batch, in a context of its own: its body is taken as bytes and checked on the
 * upload worker (upload-checker.ts), not parsed and checked on the thread every request shares.
 */
function addUploadRoute(app: FastifyInstance) {
  const checker = new UploadChecker();
  const turns = new UploadTurns();
  app.addHook('onClose', async () => checker.close());
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  app.withTypeProvider<ZodTypeProvider>().post(
    '/checkIn/batch',
    {
      // 500 scans of the longest ids fit; a bigger body is refused before it is read whole.
      bodyLimit: maxUploadBytes,
      // Counted per scanner (every scanner at a door shares one address), on top of the API's limit.
      config: { roles: ticketScannerRoles, keyPolicies },
      // Before the body is read: an upload the schema refuses (500 keys) is counted too, and one
      // past the limit is not read, or a caller could send bodies without end (bench/door-upload).
      preParsing: uploadLimit(app),
      // The body (bytes) becomes the scans the contract parses, off this thread; the schema below
      // documents it and is not run again here. The answer is made as text (on the worker, most
      // of it) and sent as it is: the response schema documents it, as it would serialize it.
      preValidation: async (request) => {
        (request as { body: unknown }).body = await checker.check(request.body as unknown as Buffer);
      },
      validatorCompiler: () => (value) => ({ value }),
      schema: {
        tags,
        summary: 'Upload queued offline scans in order; each scan id is applied once',
        body: batchCheckInRequest,
        response: { 200: batchCheckInResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const checked = request.body as unknown as CheckedUpload;
      // One upload at a time per instance (upload-turns.ts); the others wait, members do not.
      const answer = await turns.take(() => applyUpload(app.database.db, actingOf(request), checker, checked));
      // JSON text already (the response schema's types name the value it stands for).
      return reply.type('application/json').send(answer as unknown as BatchCheckInResponse);
    },
  );
}

/** The door scanner's routes (issue 26, decision 0022), on the tickets plugin's instance. */
export function addDoorRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;

  app.get(
    '/:itemId/offline',
    {
      config: { roles: ticketScannerRoles, keyPolicies },
      schema: {
        tags,
        summary: 'What a scanner needs to check in offline: every purchase under a keyed hash',
        params: itemIdParams,
        response: { 200: offlineListResponse, ...errorResponses },
      },
    },
    async (request) => prepareOfflineList(db, actingOf(request), request.params.itemId),
  );

  app.register(async (child) => addUploadRoute(child));

  app.get(
    '/:itemId/door',
    {
      config: { roles: ticketScannerRoles, keyPolicies },
      schema: {
        tags,
        summary: 'The door log: counts, conflicts, and a page of every scan',
        params: itemIdParams,
        querystring: doorLogQuery,
        response: { 200: doorLogResponse, ...errorResponses },
      },
    },
    async (request) => doorLog(db, request.params.itemId, request.query.page, request.query.pageSize),
  );

  app.get(
    '/:itemId/door/count',
    {
      // Polled every 2 s by every scanner at the door, all behind one address.
      config: { roles: ticketScannerRoles, rateLimit: false, keyPolicies },
      schema: {
        tags,
        summary: 'Admitted and sold, live',
        params: itemIdParams,
        response: { 200: doorCountResponse, ...errorResponses },
      },
    },
    async (request) => countDoor(db, request.params.itemId),
  );

  app.get(
    '/:itemId/door/search',
    {
      config: { roles: ticketScannerRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Find a purchase by email at the door (admit it with the check-in)',
        params: itemIdParams,
        querystring: doorSearchQuery,
        response: { 200: doorSearchResponse, ...errorResponses },
      },
    },
    async (request) => searchDoor(db, request.params.itemId, request.query.q),
  );
}
