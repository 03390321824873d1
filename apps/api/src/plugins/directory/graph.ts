import { createGraphClient, GraphError, type GraphSettings } from './graph-client';
import { directoryMessages, EmailFailure, type Directory } from './types';

interface GraphUser {
  id: string;
  displayName?: string | null;
  givenName?: string | null;
  surname?: string | null;
  mail?: string | null;
  userPrincipalName: string;
}

const userFields = 'id,displayName,givenName,surname,mail,userPrincipalName';
const enc = encodeURIComponent;
/** OData string literal: a quote is doubled. */
const literal = (value: string) => `'${value.replace(/'/g, "''")}'`;
const isStatus = (error: unknown, status: number) => error instanceof GraphError && error.status === status;

const toProfile = (user: GraphUser) => ({
  displayName: user.displayName ?? null,
  givenName: user.givenName ?? null,
  surname: user.surname ?? null,
  mail: user.mail ?? user.userPrincipalName,
  userPrincipalName: user.userPrincipalName,
});

/**
 * Microsoft Entra ID through Microsoft Graph v1.0, for a chapter that configures it. Usernames
 * are user principal names (what Entra ID puts in the sign-in token); emails are resolved to
 * users before any group change, because Graph adds members by object id.
 */
export function createGraphDirectory(settings: GraphSettings & { inviteRedirectUrl: string }): Directory {
  const graph = createGraphClient(settings);

  const getUser = async (username: string) => {
    try {
      return await graph.call<GraphUser>('GET', `/users/${enc(username)}?$select=${userFields}`);
    } catch (error) {
      if (isStatus(error, 404)) return null;
      throw error;
    }
  };

  const resolveEmail = async (email: string) => {
    const lower = email.trim().toLowerCase();
    const filter = `mail eq ${literal(lower)} or userPrincipalName eq ${literal(lower)}`;
    const users = await graph.list<GraphUser>(`/users?$filter=${enc(filter)}&$select=id&$top=2`);
    return users[0]?.id ?? null;
  };

  const directory: Directory = {
    kind: 'graph',
    inTransaction: () => directory,
    async getProfile(username) {
      const user = await getUser(username);
      return user ? toProfile(user) : null;
    },
    async updateProfile(username, changes) {
      await graph.call('PATCH', `/users/${enc(username)}`, changes);
      const user = await getUser(username);
      if (!user) throw new Error(`directory user ${username} not found`);
      return toProfile(user);
    },
    // Entra ID owns its users: sign-in never creates one.
    async ensureUser() {},
    async listGroups() {
      const groups = await graph.list<{ id: string; displayName: string | null }>(
        '/groups?$select=id,displayName&$top=999',
      );
      return groups
        .map((g) => ({ id: g.id, displayName: g.displayName ?? g.id }))
        .sort((a, b) => a.displayName.localeCompare(b.displayName));
    },
    async getGroup(groupId) {
      try {
        const group = await graph.call<{ id: string; displayName: string | null }>(
          'GET',
          `/groups/${enc(groupId)}?$select=id,displayName`,
        );
        return { id: group.id, displayName: group.displayName ?? group.id };
      } catch (error) {
        if (isStatus(error, 404) || isStatus(error, 400)) return null;
        throw error;
      }
    },
    async listGroupMembers(groupId) {
      const users = await graph.list<GraphUser>(
        `/groups/${enc(groupId)}/members/microsoft.graph.user?$select=${userFields}&$top=999`,
      );
      return users.map((u) => ({
        name: u.displayName ?? u.mail ?? u.userPrincipalName,
        email: (u.mail ?? u.userPrincipalName).toLowerCase(),
      }));
    },
    async groupsOf(username) {
      try {
        const groups = await graph.list<{ id: string }>(
          `/users/${enc(username)}/transitiveMemberOf/microsoft.graph.group?$select=id&$top=999`,
        );
        return groups.map((g) => g.id);
      } catch (error) {
        if (isStatus(error, 404)) return [];
        throw error;
      }
    },
    resolveEmail,
    async inviteUser(email) {
      try {
        await graph.call('POST', '/invitations', {
          invitedUserEmailAddress: email,
          inviteRedirectUrl: settings.inviteRedirectUrl,
          sendInvitationMessage: true,
        });
      } catch (error) {
        if (error instanceof GraphError && error.status === 400) throw new EmailFailure(error.message);
        throw error;
      }
    },
    async addGroupMember(groupId, email) {
      const userId = await resolveEmail(email);
      if (!userId) throw new EmailFailure(directoryMessages.unknownUser);
      try {
        await graph.call('POST', `/groups/${enc(groupId)}/members/$ref`, { '@odata.id': graph.objectUrl(userId) });
      } catch (error) {
        // Graph: 400 "One or more added object references already exist for the following modified properties: 'members'."
        if (error instanceof GraphError && error.status === 400 && /already exist/i.test(error.message)) {
          throw new EmailFailure(directoryMessages.alreadyMember);
        }
        throw error;
      }
    },
    async removeGroupMember(groupId, email) {
      const userId = await resolveEmail(email);
      if (!userId) throw new EmailFailure(directoryMessages.notMember);
      try {
        await graph.call('DELETE', `/groups/${enc(groupId)}/members/${enc(userId)}/$ref`);
      } catch (error) {
        if (isStatus(error, 404)) throw new EmailFailure(directoryMessages.notMember);
        throw error;
      }
    },
  };
  return directory;
}
