import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

interface OpenApiOperation {
  summary?: string;
  tags?: string[];
}
type OpenApiDocument = { info: { title: string; version: string }; paths?: Record<string, Record<string, unknown>> };

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** The API as Markdown: one line per operation, grouped by tag (for people and tools that read text). */
export function openApiMarkdown(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of methods) {
      const operation = item[method] as OpenApiOperation | undefined;
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      const line = `- \`${method.toUpperCase()} ${path}\`${operation.summary ? `: ${operation.summary}` : ''}`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), line]);
    }
  }
  const sections = [...byTag]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, lines]) => `## ${tag}\n\n${lines.join('\n')}`);
  return [
    `# ${document.info.title} ${document.info.version}`,
    '',
    'The OpenAPI 3.1 document is at `/docs/openapi.json`; the interactive reference at `/docs`.',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}

const llmsText = (title: string) =>
  [
    `# ${title}`,
    '',
    '> The web portal of a university computing student chapter: events, RSVPs, tickets and the store,',
    '> membership, short links, room requests, payment links, directory groups and audit logs.',
    '',
    '## API',
    '',
    '- [API reference in Markdown](/docs/index.md): every operation, grouped by module',
    '- [OpenAPI 3.1 document](/docs/openapi.json): schemas of every request and answer',
    '- [Interactive reference](/docs)',
    '',
  ].join('\n');

/**
 * The OpenAPI document (3.1, as the chapter's own platform publishes it) and where it is served:
 * `/docs`, `/docs/openapi.json`, `/docs/index.md` and `/llms.txt`, and `/api/docs` as before.
 * In production only with PUBLIC_API_DOCS; the document itself is always built.
 */
export const docsPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Chapter Portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'cp_session' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (app.config.NODE_ENV === 'production' && !app.config.PUBLIC_API_DOCS) return;
  // Each in its own scope: the UI plugin decorates its instance, so one instance holds one UI.
  for (const routePrefix of ['/api/docs', '/docs'])
    await app.register(async (scope) => scope.register(swaggerUi, { routePrefix }));
  const document = () => app.swagger() as unknown as OpenApiDocument;
  const text = { 200: z.string() };
  app.get(
    '/docs/openapi.json',
    { config: { roles: 'public' }, schema: { hide: true, response: { 200: z.unknown() } } },
    async () => document(),
  );
  app.get(
    '/docs/index.md',
    { config: { roles: 'public' }, schema: { hide: true, response: text } },
    async (_r, reply) => reply.type('text/markdown; charset=utf-8').send(openApiMarkdown(document())),
  );
  app.get('/llms.txt', { config: { roles: 'public' }, schema: { hide: true, response: text } }, async (_r, reply) =>
    reply.type('text/plain; charset=utf-8').send(llmsText(document().info.title)),
  );
});
