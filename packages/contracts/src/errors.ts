/**
 * The error catalogue (spec/decisions.md, "Errors"). Every error response body is
 * `{ error: true, id, name, message }`; ids are unique per kind and stable for clients.
 */
export const errorCatalogue = {
  InternalServerError: { id: 100, status: 500 },
  UnauthorizedError: { id: 101, status: 401 },
  ForbiddenError: { id: 102, status: 403 },
  NotFoundError: { id: 103, status: 404 },
  ValidationError: { id: 104, status: 400 },
  ConflictError: { id: 105, status: 409 },
  TicketNotFoundError: { id: 108, status: 404 },
  TicketNotValidError: { id: 109, status: 400 },
  NotSupportedError: { id: 110, status: 400 },
  RateLimitExceededError: { id: 111, status: 429 },
  DirectoryError: { id: 120, status: 502 },
  /** Something this portal is not set up to do (e.g. take payments without a provider). */
  ServiceUnavailableError: { id: 130, status: 503 },
} as const;

export type ErrorName = keyof typeof errorCatalogue;

export interface ErrorBody {
  error: true;
  id: number;
  name: string;
  message: string;
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return v.error === true && typeof v.id === 'number' && typeof v.name === 'string' && typeof v.message === 'string';
}
