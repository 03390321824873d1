import { useParams } from 'react-router';
import { Alert, Container, Skeleton, Stack, Text, Title, Typography } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useArchivedAnnouncementQuery } from '../api/archive';
import { when } from '../format';

/** A sent announcement as members received it (the server renders and sanitises its Markdown). */
export default function ArchivedAnnouncementPage() {
  const id = useParams().id ?? '';
  const query = useArchivedAnnouncementQuery(id);
  usePageTitle(query.data?.subject ?? 'Announcement');
  return (
    <Container size="md" px={0}>
      {query.error ? (
        <Alert color="red" role="alert">
          {errorMessage(query.error, 'This announcement was not found. Members-only announcements need a sign-in.')}
        </Alert>
      ) : query.isPending ? (
        <Skeleton height={200} />
      ) : (
        <Stack gap="sm">
          <Title order={1}>{query.data.subject}</Title>
          <Text c="dimmed">Sent {when(query.data.sentAt)}</Text>
          <Typography>
            {/* Sanitised on the server (sanitize-html): text formatting and http(s)/mailto links only. */}
            <div dangerouslySetInnerHTML={{ __html: query.data.html }} />
          </Typography>
        </Stack>
      )}
    </Container>
  );
}
