import type { Profile, UpdateProfileRequest } from '@cp/contracts/profile';

export interface DirectoryGroup {
  id: string;
  displayName: string;
}

export interface DirectoryGroupMember {
  name: string;
  email: string;
}

/**
 * Profiles, groups and members. The local directory (our tables) is the default; a Microsoft
 * Graph implementation can stand in when the chapter configures one.
 */
export interface Directory {
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
  listGroupMembers(groupId: string): Promise<DirectoryGroupMember[]>;
  groupsOf(username: string): Promise<string[]>;
}
