/** Every cached answer about IAM sits under this key. */
export const iamQueryKey = ['iam'] as const;
