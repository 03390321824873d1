import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { usableReturnPath } from '../../../lib/auth';
import { browser } from '../../../lib/browser';
import { usePageTitle } from '../../../lib/use-page-title';
import { useProfileQuery } from '../../../lib/auth/get-profile';
import { ProfileForm } from '../components/profile-form';
import { UinSection } from '../components/uin-section';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { PageSection } from '../../../lib/page-sections';

export default function ProfilePage() {
  const [params] = useSearchParams();
  const firstTime = params.get('firstTime') === 'true';
  usePageTitle(firstTime ? 'Complete your profile' : 'Profile');
  const profile = useProfileQuery();
  const navigate = useNavigate();

  const onSaved = () => {
    if (firstTime) {
      // A fresh load picks up the completed profile and with it the signed-in route table.
      browser.assign(usableReturnPath(params.get('returnTo')) ?? paths.home);
      return;
    }
    notify({ color: 'green', title: 'Profile updated', message: 'Your changes have been saved.' });
    // Sent here from a page (an event's "Make your RSVP profile"): back to it.
    const back = usableReturnPath(params.get('returnTo'));
    if (back) void navigate(back);
  };

  return (
    <Stack gap="md">
      <Title order={1}>{firstTime ? 'Complete your profile' : 'Edit Profile'}</Title>
      {firstTime && <Text>Before you continue, tell us the name you would like the portal to use.</Text>}
      {profile.isPending && <Loader role="status" aria-label="Loading your profile" />}
      {profile.isError && (
        <Alert color="red" title="Failed to load user profile" role="alert">
          {errorMessage(profile.error, 'Please try again or contact support.')}
        </Alert>
      )}
      {profile.data && (
        <ProfileForm profile={profile.data} submitLabel={firstTime ? 'Save and continue' : 'Save'} onSaved={onSaved} />
      )}
      {!firstTime && profile.data && <UinSection />}
      {!firstTime && <PageSection name="profile" />}
    </Stack>
  );
}
