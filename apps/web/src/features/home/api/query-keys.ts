/** Every cached answer about the signed-in person's home sits under this key. */
export const homeQueryKey = ['home'] as const;
