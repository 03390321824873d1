import { useSearchParams } from 'react-router';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { PreferencesForm } from '../components/preferences-form';

/** The signed link in every announcement: a person's email preferences, without signing in. */
export default function PreferencesPage() {
  usePageTitle('Email preferences');
  const token = useSearchParams()[0].get('token') ?? '';
  return (
    <Container size="sm" py="lg">
      <Stack gap="md">
        <Title order={1}>Email preferences</Title>
        {token ? (
          <PreferencesForm token={token} />
        ) : (
          <Alert color="yellow">
            Open this page from the link at the bottom of an announcement, or sign in and use your profile.
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
