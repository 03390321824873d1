import { Link } from 'react-router';
import { Alert, Anchor, Container, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { archivedAnnouncementPath } from '../../../lib/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArchiveQuery } from '../api/archive';
import { when } from '../format';

/** Past announcements, newest first (signed out: the public ones). */
export default function ArchivePage() {
  usePageTitle('Past announcements');
  const query = useArchiveQuery();
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Title order={1}>Past announcements</Title>
        {query.error ? (
          <Alert color="red" role="alert">
            {errorMessage(query.error, 'Failed to load announcements.')}
          </Alert>
        ) : query.isPending ? (
          <Skeleton height={80} />
        ) : query.data.announcements.length === 0 ? (
          <Text c="dimmed">No announcements yet.</Text>
        ) : (
          <List spacing="xs">
            {query.data.announcements.map((a) => (
              <List.Item key={a.id}>
                <Anchor component={Link} to={archivedAnnouncementPath(a.id)}>
                  {a.subject}
                </Anchor>{' '}
                <Text span size="sm" c="dimmed">
                  {when(a.sentAt)}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Container>
  );
}
