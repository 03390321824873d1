import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorCatalogue, type ErrorBody, type ErrorName } from '@cp/contracts';
import { AppError } from '../lib/app-error';

export function errorBody(name: ErrorName, message: string): ErrorBody {
  return { error: true, id: errorCatalogue[name].id, name, message };
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

/** The one place that turns any thrown error into the `{ error, id, name, message }` body. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof AppError) return sendError(reply, err.name as ErrorName, err.message);
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
      const message =
        status === 429 ? 'Too many requests. Please try again later.' : (keptStatuses[status] ?? err.message);
      return sendError(reply, name, message, keptStatuses[status] ? status : undefined);
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, 'InternalServerError', 'An internal server error occurred.');
  });
}
