import { z } from 'zod';
import type { RegisteredRoute } from '../plugins/routes';

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
};

const toJson = (schema: unknown): JsonSchema | null => {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
};

/** A string value the property's schema refuses, or null when any string is acceptable. */
function invalidValueFor(property: JsonSchema): string | null {
  const types = [property.type ?? property.anyOf?.map((s) => s.type)].flat().filter(Boolean);
  if (property.enum) return '__not_an_option__';
  if (types.includes('integer') || types.includes('number')) return 'not-a-number';
  if (types.includes('boolean')) return 'not-a-boolean';
  if (property.pattern || property.format) return '\u0000%%bad%%';
  if (property.maxLength !== undefined) return 'x'.repeat(property.maxLength + 1);
  if (property.minLength !== undefined && property.minLength > 1) return 'x';
  return null;
}

export function concreteUrl(route: RegisteredRoute, value = 'probe-value'): string {
  return route.url.replace(/:[A-Za-z0-9_]+/g, value).replace('*', value);
}

/** Requests that must each be refused with 400 (never 500) for this route. */
export function badInputProbes(route: RegisteredRoute): { label: string; url: string; payload?: unknown }[] {
  const probes: { label: string; url: string; payload?: unknown }[] = [];
  const url = concreteUrl(route);
  if (route.schema.body) {
    probes.push({ label: 'a body of the wrong type', url, payload: ['not', 'an', 'object'] });
    probes.push({ label: 'a body that is a bare string', url, payload: '"just a string"' });
  }
  const query = toJson(route.schema.querystring);
  for (const [name, property] of Object.entries(query?.properties ?? {})) {
    const bad = invalidValueFor(property);
    if (bad !== null)
      probes.push({ label: `query ${name}=${JSON.stringify(bad)}`, url: `${url}?${name}=${encodeURIComponent(bad)}` });
  }
  const params = toJson(route.schema.params);
  for (const [name, property] of Object.entries(params?.properties ?? {})) {
    const bad = invalidValueFor(property);
    if (bad !== null)
      probes.push({
        label: `param ${name}`,
        url: route.url.replace(`:${name}`, encodeURIComponent(bad)).replace(/:[A-Za-z0-9_]+/g, 'x'),
      });
  }
  return probes;
}

/** Text PostgreSQL cannot store: NUL, and halves of a surrogate pair (JSON can carry them, a URL cannot). */
const unsafeStrings = [
  { label: 'NUL', value: 'a\u0000b' },
  { label: 'a lone high surrogate', value: 'a\ud800b' },
  { label: 'a lone low surrogate', value: '\udc00' },
];

/**
 * Each string the route takes, one at a time, holding NUL or an unpaired surrogate: every
 * property of its body (or an item of an array body) and every query and path parameter.
 */
export function unsafeTextProbes(route: RegisteredRoute): { label: string; url: string; payload?: unknown }[] {
  const probes: { label: string; url: string; payload?: unknown }[] = [];
  const url = concreteUrl(route);
  const body = toJson(route.schema.body) as (JsonSchema & { items?: JsonSchema }) | null;
  for (const { label, value } of unsafeStrings) {
    if (body?.type === 'array') probes.push({ label: `${label} in a body item`, url, payload: [value] });
    for (const name of Object.keys(body?.properties ?? {}))
      probes.push({ label: `${label} in body ${name}`, url, payload: { [name]: value } });
    if (body) probes.push({ label: `${label} in a body key`, url, payload: { [value]: 'x' } });
  }
  for (const name of Object.keys(toJson(route.schema.querystring)?.properties ?? {}))
    probes.push({ label: `NUL in query ${name}`, url: `${url}?${name}=a%00b` });
  for (const name of Object.keys(toJson(route.schema.params)?.properties ?? {}))
    probes.push({
      label: `NUL in param ${name}`,
      url: route.url.replace(name === '*' ? '*' : `:${name}`, 'a%00b').replace(/:[A-Za-z0-9_]+/g, 'x'),
    });
  return probes;
}

/** A body past the route's limit: the app's (1 MB) or the route's own (photos, uploads). */
export const oversizedBody = (route: { bodyLimit?: number }) =>
  JSON.stringify({ padding: 'x'.repeat(Math.max(2 * 1024 * 1024, (route.bodyLimit ?? 0) + 1024)) });

/** Nested far deeper than any form: [[[[...]]]] and {"a":{"a":...}} within the body limit. */
export const deeplyNestedBodies = [
  '['.repeat(200_000) + ']'.repeat(200_000),
  '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
];

/** Every property the body schema declares set to a 500,000-character string (under the body limit). */
export function longStringBody(route: RegisteredRoute): string {
  const body = toJson(route.schema.body) as (JsonSchema & { properties?: Record<string, JsonSchema> }) | null;
  const long = 'x'.repeat(500_000);
  const names = Object.keys(body?.properties ?? {});
  return JSON.stringify(Object.fromEntries((names.length ? names : ['value']).map((name) => [name, long])));
}

/** Methods whose requests carry a body the server parses. */
export const hasBody = (route: RegisteredRoute) => !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
