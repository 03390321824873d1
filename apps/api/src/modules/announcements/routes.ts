import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  announcementContent,
  announcementDetail,
  announcementManagerRoles,
  announcementParams,
  audienceCountRequest,
  audienceCountResponse,
  createAnnouncementRequest,
  listAnnouncementsResponse,
  previewResponse,
  testSendResponse,
} from '@cp/contracts/announcements';
import { actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import {
  cancelAnnouncement,
  countRecipients,
  createAnnouncement,
  previewAnnouncement,
  testSendAnnouncement,
} from './compose';
import type { AnnouncementDeps } from './deps';
import { announcementDetail as detailOf, listAnnouncements } from './read-announcements';
import { startDueAnnouncements } from './start-announcement';

const tags = ['announcements'];
const managers = {
  roles: announcementManagerRoles,
  keyPolicies: { none: 'announcements go to members chosen by audience, not to a key-scoped resource' },
} as const;

/** The officers' side of announcements (issue 44, decision 0041): compose, audience, send, progress. */
export async function announcementRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps: AnnouncementDeps = { db: app.database.db, mailer: app.mailer, config: app.config };

  // Every instance looks for due announcements; taking one is a conditional update, so each starts once.
  if (app.config.NODE_ENV !== 'test') {
    const timer = setInterval(() => {
      startDueAnnouncements(deps).catch((err: unknown) => app.log.error({ err }, 'starting announcements failed'));
    }, 15_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.get(
    '',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Every announcement, newest first',
        response: { 200: listAnnouncementsResponse, ...errorResponses },
      },
    },
    async () => listAnnouncements(deps.db),
  );

  app.post(
    '',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Send an announcement now, or at sendAt (epoch seconds)',
        body: createAnnouncementRequest,
        response: { 201: announcementDetail, ...errorResponses },
      },
    },
    async (request, reply) => {
      const row = await createAnnouncement(deps, actingOf(request), request.body);
      return reply.code(201).send(await detailOf(deps.db, row.id, { settle: false }));
    },
  );

  app.post(
    '/count',
    {
      config: managers,
      schema: {
        tags,
        summary: 'How many people an audience reaches now, each once, and how many of them would be skipped',
        body: audienceCountRequest,
        response: { 200: audienceCountResponse, ...errorResponses },
      },
    },
    async (request) => countRecipients(deps, request.body.audience),
  );

  app.post(
    '/preview',
    {
      config: managers,
      schema: {
        tags,
        summary: 'The message as it will arrive: sanitised HTML (light and dark) and its text part',
        body: announcementContent,
        response: { 200: previewResponse, ...errorResponses },
      },
    },
    async (request) => previewAnnouncement(request.body),
  );

  app.post(
    '/test',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Send a test copy to yourself',
        body: announcementContent,
        response: { 200: testSendResponse, ...errorResponses },
      },
    },
    async (request) => testSendAnnouncement(deps, actingOf(request), request.body),
  );

  app.get(
    '/:id',
    {
      config: managers,
      schema: {
        tags,
        summary: "An announcement and its sending's progress: queued, sent, failed (with the answer), skipped",
        params: announcementParams,
        response: { 200: announcementDetail, ...errorResponses },
      },
    },
    async (request) => detailOf(deps.db, request.params.id),
  );

  app.post(
    '/:id/cancel',
    {
      config: managers,
      schema: {
        tags,
        summary: 'Cancel a scheduled announcement (until its sending starts)',
        params: announcementParams,
        response: { 200: announcementDetail, ...errorResponses },
      },
    },
    async (request) => {
      await cancelAnnouncement(deps, actingOf(request), request.params.id);
      return detailOf(deps.db, request.params.id);
    },
  );
}
