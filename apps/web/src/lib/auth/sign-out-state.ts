/**
 * What the portal's own 'Log out' buttons put in the history entry of /logout: sign out without
 * asking. Another site can link to /logout but cannot set this, so its visitors are asked first.
 */
export const signOutState = { signOut: true } as const;
