import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCatalogue, wireNameOf, type ErrorBody, type ErrorName } from '@cp/contracts';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError } from '../lib/app-error';
import { RefusalRecorder } from './refusals';

export function errorBody(name: ErrorName, message: string): ErrorBody {
  return { error: true, id: errorCatalogue[name].id, name: wireNameOf(name), message };
}

function sendError(
  reply: FastifyReply,
  name: ErrorName,
  message: string,
  status: number = errorCatalogue[name].status,
) {
  return reply.status(status).send(errorBody(name, message));
}

/** Bad input the HTTP status says more precisely than 400: the body is still the ValidationError's. */
const keptStatuses: Record<number, string> = {
  413: 'The request body is too large.',
  415: 'Unsupported content type: send application/json.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route's own words for a body it refuses whole (an upload's size or type), over the generic ones. */
    refusalMessages?: Partial<Record<413 | 415, string>>;
  }
}

/** A refusal with the status alone: the route's refusal message, else the generic one, is sent. */
export const bodyRefusal = (status: 413 | 415) =>
  Object.assign(new Error(`refused with ${status}`), { statusCode: status });

const statusNames: Record<number, ErrorName> = {
  400: 'ValidationError',
  401: 'UnauthorizedError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  409: 'ConflictError',
  413: 'ValidationError',
  415: 'ValidationError',
  429: 'RateLimitExceededError',
};

/** What a request answers while the database cannot be reached (503 with Retry-After). */
export const databaseUnavailableMessage =
  'The portal cannot reach its database right now. Please try again in a few seconds.';
const databaseRetryAfterSeconds = 5;

/** The one place that turns any thrown error into the `{ error, id, name, message }` body. */
export function registerErrorHandling(app: FastifyInstance) {
  const refusals = new RefusalRecorder(app.database.db);
  app.setErrorHandler(async (err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) {
      if (err.name === 'ForbiddenError')
        await refusals
          .record(request, err.message)
          .catch((error) => request.log.error({ err: error }, 'refusal not audited'));
      if (err.retryAfterSeconds !== undefined) reply.header('retry-after', String(err.retryAfterSeconds));
      return sendError(reply, err.name as ErrorName, err.message);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const first = err.validation[0];
      const message = first?.message ?? 'Invalid request.';
      return sendError(reply, 'ValidationError', message);
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'response did not match its schema');
      return sendError(reply, 'InternalServerError', 'An internal server error occurred.');
    }
    const status = err.statusCode ?? 500;
    const name = statusNames[status];
    if (name && status < 500) {
      const own = request.routeOptions.config?.refusalMessages?.[status as 413 | 415];
      const message =
        status === 429 ? 'Too many requests. Please try again later.' : (own ?? keptStatuses[status] ?? err.message);
      return sendError(reply, name, message, keptStatuses[status] ? status : undefined);
    }
    if (isDatabaseUnavailable(err)) {
      // The database is stopped or restarting: the request's transaction ended with its connection,
      // and the same request works once the database is back (readyz says when). Decision 0060.
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return sendError(reply, 'ServiceUnavailableError', databaseUnavailableMessage);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 'InternalServerError', 'An internal server error occurred.');
  });
}

/**
 * Errors Fastify meets before routing (a malformed URL): the catalogue's body and a request id,
 * like every other answer. Fastify's `frameworkErrors` option.
 */
export function frameworkErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('x-request-id', request.id);
  const message = error.code === 'FST_ERR_BAD_URL' ? 'The address is not a valid URL.' : 'The request is malformed.';
  return sendError(reply, 'ValidationError', message);
}

/**
 * Errors Node's HTTP parser meets before Fastify sees a request (headers over the limit, a
 * malformed request line): answered on the socket with the catalogue's body. Fastify's
 * `clientErrorHandler` option.
 */
export function clientErrorHandler(newRequestId: () => string) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      errorBody('ValidationError', tooLarge ? 'The request headers are too large.' : 'The request is malformed.'),
    );
    socket.end(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        `x-request-id: ${newRequestId()}`,
        'connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  };
}
