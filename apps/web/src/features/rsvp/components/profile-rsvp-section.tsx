import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useRsvpProfileQuery } from '../api/get-rsvp-profile';
import { MyRsvpsList } from './my-rsvps-list';
import { PersonalQr } from './personal-qr';
import { RsvpProfileForm } from './rsvp-profile-form';

/** On /profile, below the name form: the RSVP profile, the personal check-in code and the RSVP history. */
export default function ProfileRsvpSection() {
  const profile = useRsvpProfileQuery();
  const sentFromEvent = useSearchParams()[0].has('returnTo');
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = profile.data !== undefined;
  // Sent from an event to make the profile: the section, below the name form, is brought into view.
  useEffect(() => {
    if (!sentFromEvent || !loaded) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, [sentFromEvent, loaded]);
  return (
    <Stack gap="xl" mt="lg">
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="rsvp-profile-heading" id="rsvp-profile">
        <Title order={2} id="rsvp-profile-heading" ref={heading} tabIndex={-1}>
          RSVP profile
        </Title>
        {profile.isPending && <Skeleton height={320} maw={640} role="status" aria-label="Loading your RSVP profile" />}
        {profile.isError && (
          <Alert color="red" title="Failed to load your RSVP profile" role="alert">
            {errorMessage(profile.error, 'Please try again later.')}
          </Alert>
        )}
        {profile.data === null && <Text>Tell us a little about you once, and RSVP to any event with one click.</Text>}
        {profile.data !== undefined && (
          <RsvpProfileForm key={profile.data?.updatedAt ?? 'new'} profile={profile.data} />
        )}
      </Stack>
      {profile.data && <PersonalQr />}
      <MyRsvpsList />
    </Stack>
  );
}
