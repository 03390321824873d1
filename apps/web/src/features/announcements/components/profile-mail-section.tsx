import { Stack, Title } from '@mantine/core';
import { PreferencesForm } from './preferences-form';

/** On /profile: the signed-in member's own mail categories. */
export default function ProfileMailSection() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="mail-preferences">
      <Title order={2} size="h3" id="mail-preferences">
        Email preferences
      </Title>
      <PreferencesForm />
    </Stack>
  );
}
