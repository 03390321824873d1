import { z } from 'zod';

/** The error body every failing response carries (spec/decisions.md, "Errors"). */
export const errorBodySchema = z
  .object({ error: z.literal(true), id: z.number(), name: z.string(), message: z.string() })
  .meta({ id: 'Error' });

/** Per-status error responses shared by every route, so the docs show them too. */
export const errorResponses = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
  500: errorBodySchema,
  503: errorBodySchema,
} as const;
