import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { updateProfileRequest, type Profile, type UpdateProfileRequest } from '@cp/contracts/profile';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/update-profile';
import { toProfileFormValues } from '../form-values';
import { focusFirstError } from '../../../lib/form-focus';

interface ProfileFormProps {
  profile: Profile;
  submitLabel: string;
  onSaved: (profile: Profile) => void;
}

/** Display, first and last name, validated by the same contract schema as the server. */
export function ProfileForm({ profile, submitLabel, onSaved }: ProfileFormProps) {
  const update = useUpdateProfile();
  const form = useForm<UpdateProfileRequest>({
    mode: 'controlled',
    initialValues: toProfileFormValues(profile),
    validate: schemaResolver(updateProfileRequest, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    update.mutate(updateProfileRequest.parse(values), { onSuccess: onSaved });
  }, focusFirstError(form));

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="md" maw={520}>
        {update.isError && (
          <Alert color="red" title="Failed to update profile" role="alert">
            {errorMessage(update.error, 'Please try again or contact support.')}
          </Alert>
        )}
        <TextInput label="Display name" required autoComplete="nickname" {...form.getInputProps('displayName')} />
        <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('givenName')} />
        <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('surname')} />
        <TextInput
          label="Email"
          value={profile.mail}
          readOnly
          description="Your email comes from the university directory and cannot be changed here."
        />
        <Group>
          <Button type="submit" loading={update.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
