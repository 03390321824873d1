import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  externalListIdsResponse,
  externalListMembersPage,
  externalListMembersQuery,
  externalListMembersResponse,
  externalListParams,
  importMembersRequest,
  memberCheckParams,
  memberCheckQuery,
  memberCheckResponse,
  importMembersResponse,
  membershipCheckoutRequest,
  membershipCheckoutResponse,
  membershipFeeResponse,
  membershipPageRoles,
  membershipRoles,
  myMembershipResponse,
  paidListId,
  patchExternalListRequest,
  verifyBatchQuery,
  verifyBatchRequest,
  verifyBatchResponse,
} from '@cp/contracts/memberships';
import { z } from 'zod';
import { netIdFromEmail } from '@cp/contracts';
import { apiKeyUseHead, assertMayUseMembershipLists, mayUseMembershipList, actingOf } from '../../plugins/auth';
import { errorResponses } from '../../plugins/schemas';
import { getExternalList, getExternalListPage, patchExternalList } from './external-lists';
import { importMembers, membershipPaymentHandler, membershipPurpose, startMembershipCheckout } from './paid-membership';
import { listIds, paidSince } from './repository';
import { checkOneMember, verifyBatchOfMembers } from './verify-members';

const tags = ['membership'];
const listPath = '/externalList';
/** Every route of the paid and external lists holds a key to its MembershipListQueryPolicy. */
const keyPolicies = ['MembershipListQueryPolicy'] as const;

/** Paid membership (checkout, import, query) and the partner organizations' lists. */
export async function membershipRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.paymentHandlers.register(membershipPurpose, membershipPaymentHandler(app.config, app.mailer, app.config));

  app.get(
    '/fee',
    {
      config: { roles: 'public' },
      schema: { tags, summary: 'The membership fee', response: { 200: membershipFeeResponse, ...errorResponses } },
    },
    async () => ({ amountCents: app.config.MEMBERSHIP_FEE_CENTS }),
  );

  app.get(
    '/me',
    {
      config: { roles: 'signedIn', keyPolicies: { none: 'only about the caller' } },
      schema: {
        tags,
        summary: "The signed-in person's NetID and whether it is a paid member",
        response: { 200: myMembershipResponse, ...errorResponses },
      },
    },
    async (request) => {
      const netId = netIdFromEmail(actingOf(request).username, app.config.EMAIL_DOMAIN);
      const since = netId ? await paidSince(db, netId) : null;
      return { netId, paidSince: since?.toISOString() ?? null };
    },
  );

  app.post(
    '/checkout',
    {
      config: { roles: 'public' },
      schema: {
        tags,
        summary: 'Start paying the membership fee for a NetID',
        body: membershipCheckoutRequest,
        response: { 200: membershipCheckoutResponse, ...errorResponses },
      },
    },
    async (request) => startMembershipCheckout({ db, payments: app.payments, config: app.config }, request.body.netId),
  );

  app.post(
    '/import',
    {
      config: { roles: membershipRoles.managePaid, keyPolicies },
      schema: {
        tags,
        summary: 'Record existing members as paid (a chapter moving to the portal)',
        body: importMembersRequest,
        response: { 200: importMembersResponse, ...errorResponses },
      },
    },
    async (request) => {
      assertMayUseMembershipLists(actingOf(request).actor, [paidListId], 'change');
      return importMembers(db, app.config, actingOf(request), request.body.netIds);
    },
  );

  app.get(
    listPath,
    {
      config: { roles: membershipRoles.viewExternal, keyPolicies },
      schema: { tags, summary: 'External list ids', response: { 200: externalListIdsResponse, ...errorResponses } },
    },
    // A key held to some lists (MembershipListQueryPolicy) sees only those.
    async (request) => (await listIds(db)).filter((listId) => mayUseMembershipList(actingOf(request).actor, listId)),
  );

  app.get(
    `${listPath}/:listId`,
    {
      config: { roles: membershipRoles.viewExternal, keyPolicies },
      schema: {
        tags,
        summary: 'The NetIDs of one external list: all of them, or with ?page= one page of those containing q',
        params: externalListParams,
        querystring: externalListMembersQuery,
        response: { 200: z.union([externalListMembersResponse, externalListMembersPage]), ...errorResponses },
      },
    },
    async (request) => {
      const { listId } = request.params;
      assertMayUseMembershipLists(actingOf(request).actor, [listId], 'read');
      const { page } = request.query;
      return page === undefined
        ? getExternalList(db, listId)
        : getExternalListPage(db, listId, { ...request.query, page });
    },
  );

  app.patch(
    `${listPath}/:listId`,
    {
      config: { roles: membershipRoles.manageExternal, keyPolicies },
      schema: {
        tags,
        summary: 'Add and remove NetIDs (a new list is created by its first addition)',
        params: externalListParams,
        body: patchExternalListRequest,
        // 201 as the chapter's own platform answers it; the body is ours (theirs sends none).
        response: { 201: z.object({ added: z.array(z.string()), removed: z.array(z.string()) }), ...errorResponses },
      },
    },
    async (request, reply) => {
      assertMayUseMembershipLists(actingOf(request).actor, [request.params.listId], 'change');
      const changes = await patchExternalList(db, actingOf(request), request.params.listId, request.body);
      return reply.status(201).send(changes);
    },
  );
}

/** The batch check partners call (/api/v2/membership), under the same key policy. */
export async function membershipV2Routes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = app.database.db;
  app.post(
    '/verifyBatchOfMembers',
    {
      config: { roles: membershipPageRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Which of up to 500 NetIDs are members of the paid list, or of ?list=',
        querystring: verifyBatchQuery,
        body: verifyBatchRequest,
        response: { 200: verifyBatchResponse, ...errorResponses },
      },
    },
    async (request) =>
      verifyBatchOfMembers(db, actingOf(request).actor, request.body, request.query.list, apiKeyUseHead(request)),
  );

  app.get(
    '/:netId',
    {
      config: { roles: membershipPageRoles, keyPolicies },
      schema: {
        tags,
        summary: 'Whether one NetID is a paid member, or on ?list=',
        params: memberCheckParams,
        querystring: memberCheckQuery,
        response: { 200: memberCheckResponse, ...errorResponses },
      },
    },
    async (request) =>
      checkOneMember(db, actingOf(request).actor, request.params.netId, request.query.list, apiKeyUseHead(request)),
  );
}
