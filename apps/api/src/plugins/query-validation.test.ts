import { describe, expect, it } from 'vitest';
import { listEventsQuery } from '@cp/contracts/events';
import { requestId } from '../lib/request-id';
import { queryValidatorCompiler } from './query-validation';

const compile = (httpPart: string) =>
  queryValidatorCompiler({ schema: listEventsQuery, method: 'GET', url: '/api/v1/events', httpPart }) as (
    data: unknown,
  ) => { value?: Record<string, unknown>; error?: unknown };

describe('query validation', () => {
  it('gives every request without parameters its own copy of the defaults', () => {
    const validate = compile('querystring');
    const first = validate({}).value!;
    (first.host as string[]).push('changed');
    first.featured = true;
    const second = validate({}).value!;
    expect(second).toEqual(listEventsQuery.parse({}));
    expect(second.host).not.toBe(first.host);
  });

  it('still parses and refuses a query with parameters', () => {
    const validate = compile('querystring');
    validate({});
    expect(validate({ featured: 'true' }).value).toMatchObject({ featured: true });
    expect(validate({ pageSize: 'many' }).error).toBeDefined();
    expect(validate({ unknown: '1' }).error).toBeDefined();
  });
});

describe('request ids', () => {
  it('are UUIDv7s in the order they were made, many to a millisecond', () => {
    const ids = Array.from({ length: 2000 }, () => requestId());
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
