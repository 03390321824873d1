export const membershipQueryKey = ['membership'] as const;
export const externalListsQueryKey = [...membershipQueryKey, 'externalLists'] as const;
