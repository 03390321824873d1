export const organizationsQueryKey = ['organizations'] as const;
export const organizationQueryKey = (orgId: string) => [...organizationsQueryKey, 'one', orgId] as const;
