/**
 * The error catalogue (spec/decisions.md, "Errors"). Every error response body is
 * `{ error: true, id, name, message }`; ids are unique per kind and stable for clients. The code
 * keeps the specification's names; where the chapter's own platform names a kind otherwise, the
 * wire carries its name and id (`wireName`), as its clients read them (decision 0039).
 */
export const errorCatalogue = {
  InternalServerError: { id: 100, status: 500 },
  UnauthorizedError: { id: 102, status: 401, wireName: 'UnauthenticatedError' },
  ForbiddenError: { id: 101, status: 403, wireName: 'UnauthorizedError' },
  NotFoundError: { id: 103, status: 404 },
  ValidationError: { id: 104, status: 400 },
  ConflictError: { id: 112, status: 409, wireName: 'ResourceConflictError' },
  TicketNotFoundError: { id: 108, status: 404 },
  TicketNotValidError: { id: 109, status: 400 },
  NotSupportedError: { id: 110, status: 400 },
  RateLimitExceededError: { id: 111, status: 429 },
  DirectoryError: { id: 120, status: 502 },
  /** Something this portal is not set up to do (e.g. take payments without a provider). */
  ServiceUnavailableError: { id: 130, status: 503 },
} as const;

export type ErrorName = keyof typeof errorCatalogue;

/** The name an error kind carries on the wire. */
export function wireNameOf(name: ErrorName): string {
  const entry = errorCatalogue[name] as { wireName?: string };
  return entry.wireName ?? name;
}

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
