/** Every cached answer about IAM sits under this key. */
export const iamQueryKey = ['iam'] as const;
export const groupMembersKey = (groupId: string) => [...iamQueryKey, 'members', groupId] as const;
