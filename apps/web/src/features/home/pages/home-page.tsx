import { Stack, Text, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/use-page-title';

export default function HomePage() {
  usePageTitle('Home');
  const { profile } = useAuth();
  const givenName = profile?.givenName?.trim();
  return (
    <Stack gap="sm">
      <Title order={1}>{givenName ? `Welcome, ${givenName}!` : 'Welcome!'}</Title>
      <Text>Use the menu to open the modules your roles give you access to.</Text>
    </Stack>
  );
}
