import { errorCatalogue, type ErrorName } from '@cp/contracts';

/** The one error type the service throws on purpose; `plugins/errors.ts` maps it to a response. */
export class AppError extends Error {
  readonly id: number;
  readonly status: number;

  constructor(
    override readonly name: ErrorName,
    message: string,
    /** Sent as Retry-After (a 429 that knows when the caller may try again). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.id = errorCatalogue[name].id;
    this.status = errorCatalogue[name].status;
  }
}

export const notFound = (message = 'The requested resource was not found.') => new AppError('NotFoundError', message);
export const conflict = (message: string) => new AppError('ConflictError', message);
export const badRequest = (message: string) => new AppError('ValidationError', message);
export const forbidden = (message = 'You do not have permission to perform this action.') =>
  new AppError('ForbiddenError', message);
