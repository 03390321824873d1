/** Every cached answer about memberships sits under this key. */
export const membershipQueryKey = ['membership'] as const;
/** The external lists and their members: saving a list change refreshes all of them. */
export const externalListsQueryKey = [...membershipQueryKey, 'externalLists'] as const;
