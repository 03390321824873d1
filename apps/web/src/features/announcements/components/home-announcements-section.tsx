import { Link } from 'react-router';
import { Alert, Anchor, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { archivedAnnouncementPath, paths } from '../../../lib/paths';
import { useArchiveQuery } from '../api/archive';
import { when } from '../format';

/** On the members' home: the latest announcements, with the way to all of them. */
export default function HomeAnnouncementsSection() {
  const query = useArchiveQuery(3);
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-announcements">
      <Title order={2} size="h3" id="latest-announcements">
        Announcements
      </Title>
      {query.error ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error, 'Failed to load announcements.')}
        </Alert>
      ) : query.isPending ? (
        <Skeleton height={60} />
      ) : query.data.announcements.length === 0 ? (
        <Text c="dimmed">No announcements yet.</Text>
      ) : (
        <List spacing={4}>
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
      <Anchor component={Link} to={paths.announcementArchive} size="sm">
        All past announcements
      </Anchor>
    </Stack>
  );
}
