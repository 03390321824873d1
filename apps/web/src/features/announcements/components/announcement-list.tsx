import { Link } from 'react-router';
import { Alert, Anchor, List, Skeleton, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { archivedAnnouncementPath } from '../../../lib/paths';
import { useArchiveQuery } from '../api/archive';
import { when } from '../format';

/** Sent announcements, newest first, each linking to its page: all of them, or the latest `limit`. */
export function AnnouncementList({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  const query = useArchiveQuery(limit);
  if (query.error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(query.error, 'Failed to load announcements.')}
      </Alert>
    );
  if (query.isPending) return <Skeleton height={compact ? 60 : 80} />;
  if (query.data.announcements.length === 0) return <Text c="dimmed">No announcements yet.</Text>;
  return (
    <List spacing={compact ? 4 : 'xs'}>
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
  );
}
