import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { rsvpProfileRequest, type RsvpProfile } from '@cp/contracts/rsvp';
import { errorMessage } from '../../../lib/api-client';
import { usableReturnPath } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { useSaveRsvpProfile } from '../api/save-rsvp-profile';
import {
  emptyRsvpProfileValues,
  toRsvpProfileFormValues,
  toRsvpProfileRequest,
  validateRsvpProfileForm,
  type RsvpProfileFormValues,
} from '../form-values';
import { DeleteRsvpProfileButton } from './delete-rsvp-profile-button';
import { RsvpProfileFields } from './rsvp-profile-fields';
import { focusFirstError } from '../../../lib/form-focus';

/** Makes or edits the RSVP profile; sent here from an event page, saving goes back there. */
export function RsvpProfileForm({ profile }: { profile: RsvpProfile | null }) {
  const save = useSaveRsvpProfile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<RsvpProfileFormValues>({
    // Uncontrolled: typing in one field does not redraw the long option lists of the others.
    mode: 'uncontrolled',
    initialValues: profile ? toRsvpProfileFormValues(profile) : emptyRsvpProfileValues,
    validate: validateRsvpProfileForm,
  });

  // Awaited here, not in mutate()'s own onSuccess: saving changes the profile's updatedAt, which
  // remounts this form (its key), and React Query drops the callbacks of an unmounted caller, so
  // the way back to the event was lost whenever the new profile arrived first (seen in CI).
  const submit = form.onSubmit(async (values) => {
    const saved = await save.mutateAsync(rsvpProfileRequest.parse(toRsvpProfileRequest(values))).catch(() => null);
    if (!saved) return; // The alert above says why.
    const back = usableReturnPath(params.get('returnTo'));
    notify({
      color: 'green',
      title: profile ? 'RSVP profile updated' : 'RSVP profile saved',
      message: back ? 'Taking you back to the event.' : 'It is used for every RSVP you make.',
    });
    if (back) void navigate(back);
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label="RSVP profile">
      <Stack gap="md" maw={640}>
        {save.isError && (
          <Alert color="red" title="Failed to save RSVP profile" role="alert">
            {errorMessage(save.error, 'Please try again or contact support.')}
          </Alert>
        )}
        <RsvpProfileFields form={form} />
        <Group justify="space-between">
          <Button type="submit" loading={save.isPending}>
            Save RSVP profile
          </Button>
          {profile && <DeleteRsvpProfileButton headingId="rsvp-profile-heading" />}
        </Group>
      </Stack>
    </form>
  );
}
