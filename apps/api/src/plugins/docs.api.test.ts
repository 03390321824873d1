import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe("the API's documentation where the chapter's own tools look for it", () => {
  it('serves the OpenAPI 3.1 document at /docs/openapi.json, with our routes in it', async () => {
    const res = await get('/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    const document = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/events', '/api/v2/membership/{netId}', '/api/v1/iam/groups/{groupId}/roles']),
    );
  });

  it('serves the interactive reference at /docs and still at /api/docs', async () => {
    for (const url of ['/docs', '/docs/', '/api/docs']) {
      const res = await t.app.inject({ method: 'GET', url });
      const page = res.statusCode === 302 ? await get(res.headers.location as string) : res;
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toContain('text/html');
    }
  });

  it('serves a Markdown reference at /docs/index.md and a text index at /llms.txt', async () => {
    const markdown = await get('/docs/index.md');
    expect(markdown.statusCode).toBe(200);
    expect(markdown.headers['content-type']).toContain('text/markdown');
    expect(markdown.body).toContain('- `GET /api/v2/membership/{netId}`: Whether one NetID is a paid member');
    const llms = await get('/llms.txt');
    expect(llms.statusCode).toBe(200);
    expect(llms.headers['content-type']).toContain('text/plain');
    expect(llms.body).toContain('[OpenAPI 3.1 document](/docs/openapi.json)');
  });
});
