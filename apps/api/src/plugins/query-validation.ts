import { validatorCompiler } from 'fastify-type-provider-zod';

type Compiler = typeof validatorCompiler;

const isPrimitive = (item: unknown) => item === null || typeof item !== 'object';

/** Values that are primitives or arrays of primitives (a filter's default `[]`), nothing deeper. */
const isFlat = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((item) => isPrimitive(item) || (Array.isArray(item) && item.every(isPrimitive)));

function copyOf(value: Record<string, unknown>): Record<string, unknown> {
  const copy: Record<string, unknown> = {};
  for (const key in value) {
    const item = value[key];
    copy[key] = Array.isArray(item) ? [...item] : item;
  }
  return copy;
}

/**
 * The zod validator, except that a query string with no parameters is parsed once per route:
 * its defaults are the same every time, and parsing them was about 5% of a cached public read
 * (decision 0062). Each request gets its own copy (arrays too); only results without nested
 * objects are kept. Every other query, body, path and header is parsed each time.
 */
export const queryValidatorCompiler: Compiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  // undefined until the first query without parameters; null when its result is not kept.
  let empty: Record<string, unknown> | null | undefined;
  return (data: unknown) => {
    for (const _key in data as object) return validate(data);
    if (empty === undefined) {
      const result = validate(data) as { error?: unknown; value?: unknown };
      empty = !result.error && isFlat(result.value) ? result.value : null;
    }
    return empty ? { value: copyOf(empty) } : validate(data);
  };
};
