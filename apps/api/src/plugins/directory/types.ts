import type { Profile, UpdateProfileRequest } from '@cp/contracts/profile';
import type { Tx } from '../../db/client';

export interface DirectoryGroup {
  id: string;
  displayName: string;
}

export interface DirectoryGroupMember {
  name: string;
  email: string;
}

/**
 * One email's change failed for a reason the caller may see (unknown user, already a member…).
 * Anything else thrown by a directory is an outage: logged, and shown as a generic failure.
 */
export class EmailFailure extends Error {}

/**
 * Profiles, groups, members and invitations. The local directory (our tables) is the default;
 * Microsoft Graph stands in when the chapter configures one (GRAPH_TENANT_ID and friends).
 */
export interface Directory {
  kind: 'local' | 'graph';
  /**
   * The same directory working inside `tx`: the local directory writes there, so a change and
   * its audit entry commit together; a remote directory returns itself (its write is remote).
   */
  inTransaction(tx: Tx): Directory;
  getProfile(username: string): Promise<Profile | null>;
  updateProfile(username: string, changes: UpdateProfileRequest): Promise<Profile>;
  /** Creates the user on first sign-in from the identity provider's claims; keeps an existing one. */
  ensureUser(user: {
    username: string;
    mail: string;
    givenName?: string;
    surname?: string;
    displayName?: string;
  }): Promise<void>;
  listGroups(): Promise<DirectoryGroup[]>;
  getGroup(groupId: string): Promise<DirectoryGroup | null>;
  listGroupMembers(groupId: string): Promise<DirectoryGroupMember[]>;
  /** Ids of the groups `username` belongs to. Read live on every call: roles hang on it. */
  groupsOf(username: string): Promise<string[]>;
  /** The directory's id for the user with this email, or null when there is none. */
  resolveEmail(email: string): Promise<string | null>;
  /** Invites a guest (or re-sends an invitation); throws EmailFailure for a refused email. */
  inviteUser(email: string, invitedBy: string): Promise<void>;
  /** Resolves the email to a user, then adds it; throws EmailFailure (unknown, already a member). */
  addGroupMember(groupId: string, email: string): Promise<void>;
  /** Throws EmailFailure when the email is not a member. */
  removeGroupMember(groupId: string, email: string): Promise<void>;
}

/** Messages per email, the same whichever directory answers. */
export const directoryMessages = {
  unknownUser: 'No user with this email is in the directory. Invite them first.',
  alreadyMember: 'This user is already a member of the group.',
  notMember: 'This user is not a member of the group.',
} as const;
