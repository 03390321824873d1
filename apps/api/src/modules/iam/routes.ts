import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  groupIdParams,
  groupRolesResponse,
  iamGroupRoles,
  iamPageRoles,
  inviteUsersRequest,
  listGroupMembersResponse,
  listGroupsResponse,
  modifyGroupRequest,
  pendingInvitationsLimit,
  pendingInvitationsResponse,
  perEmailResponse,
  setGroupRolesRequest,
  setGroupRolesResponse,
} from '@cp/contracts/iam';
import type { AppRole } from '@cp/contracts';
import { errorBodySchema, errorResponses } from '../../plugins/schemas';
import type { IamDeps } from './iam-context';
import { getGroupRoles, setGroupRoles } from './group-roles';
import { inviteUsers } from './invite-users';
import { listGroupMembers, listGroups } from './list-groups';
import { modifyGroup } from './modify-group';
import { listPendingInvitations } from './repository';
import { actingOf, authTopic } from '../../plugins/auth';

const tags = ['iam'];
const errors = { ...errorResponses, 502: errorBodySchema };

/** Invitations and group membership (spec sections 3 and 6), in whichever directory is configured. */
export async function iamRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = (request: FastifyRequest): IamDeps => ({
    db: app.database.db,
    directory: app.directory,
    protectedGroups: app.config.IAM_PROTECTED_GROUPS,
    emailDomain: app.config.EMAIL_DOMAIN,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    log: request.log,
  });

  app.get(
    '/groups',
    {
      config: { roles: iamGroupRoles },
      schema: { tags, summary: 'Groups the IAM page manages', response: { 200: listGroupsResponse, ...errors } },
    },
    async (request) => listGroups(deps(request)),
  );

  app.get(
    '/groups/:groupId',
    {
      config: { roles: iamGroupRoles },
      schema: {
        tags,
        summary: 'Members of a group',
        params: groupIdParams,
        response: { 200: listGroupMembersResponse, ...errors },
      },
    },
    async (request) => listGroupMembers(deps(request), request.params.groupId),
  );

  app.patch(
    '/groups/:groupId',
    {
      config: { roles: iamGroupRoles },
      schema: {
        tags,
        summary: 'Add and remove group members by email; each email succeeds or fails on its own',
        params: groupIdParams,
        body: modifyGroupRequest,
        response: { 200: perEmailResponse, ...errors },
      },
    },
    async (request) => {
      const answer = await modifyGroup(deps(request), actingOf(request), request.params.groupId, request.body);
      // A group's roles are its members': every instance drops the callers it keeps.
      await app.changes.publish(authTopic, 'roles');
      return answer;
    },
  );

  app.get(
    '/invitations/pending',
    {
      config: { roles: iamPageRoles },
      schema: {
        tags,
        summary: 'Invitations whose person has not signed in yet, newest first',
        response: { 200: pendingInvitationsResponse, ...errors },
      },
    },
    async () => listPendingInvitations(app.database.db, pendingInvitationsLimit),
  );

  app.post(
    '/inviteUsers',
    {
      config: { roles: iamPageRoles },
      schema: {
        tags,
        summary: 'Invite university emails to the directory; each email succeeds or fails on its own',
        body: inviteUsersRequest,
        // 202 as the chapter's own platform answers: the directory may finish the invitation later.
        response: { 202: perEmailResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(202).send(await inviteUsers(deps(request), actingOf(request), request.body)),
  );

  app.get(
    '/groups/:groupId/roles',
    {
      config: { roles: iamGroupRoles },
      schema: {
        tags,
        summary: "The roles a group gives its members (the chapter's platform's role mapping)",
        params: groupIdParams,
        response: { 200: groupRolesResponse, ...errors },
      },
    },
    async (request) => (await getGroupRoles(deps(request), request.params.groupId)) as AppRole[],
  );

  app.post(
    '/groups/:groupId/roles',
    {
      config: { roles: iamGroupRoles },
      schema: {
        tags,
        summary: "Replace a group's roles",
        params: groupIdParams,
        body: setGroupRolesRequest,
        response: { 200: setGroupRolesResponse, ...errors },
      },
    },
    async (request) => {
      await setGroupRoles(deps(request), actingOf(request), request.params.groupId, request.body.roles);
      await app.changes.publish(authTopic, 'roles');
      return { message: 'OK' as const };
    },
  );
}
