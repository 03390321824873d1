import { Container, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../lib/use-page-title';
import { AnnouncementList } from '../components/announcement-list';

/** Past announcements, newest first (signed out: the public ones). */
export default function ArchivePage() {
  usePageTitle('Past announcements');
  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <Title order={1}>Past announcements</Title>
        <AnnouncementList />
      </Stack>
    </Container>
  );
}
