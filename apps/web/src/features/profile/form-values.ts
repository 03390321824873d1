import type { Profile, UpdateProfileRequest } from '@cp/contracts/profile';

/** The stored names as the profile form starts from them; a name not yet given is blank. */
export function toProfileFormValues(profile: Profile): UpdateProfileRequest {
  return {
    displayName: profile.displayName ?? '',
    givenName: profile.givenName ?? '',
    surname: profile.surname ?? '',
  };
}
