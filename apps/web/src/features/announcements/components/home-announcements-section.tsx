import { Link } from 'react-router';
import { Anchor, Stack, Title } from '@mantine/core';
import { paths } from '../../../lib/paths';
import { AnnouncementList } from './announcement-list';

/** On the members' home: the latest announcements, with the way to all of them. */
export default function HomeAnnouncementsSection() {
  return (
    <Stack gap="sm" component="section" aria-labelledby="latest-announcements">
      <Title order={2} size="h3" id="latest-announcements">
        Announcements
      </Title>
      <AnnouncementList limit={3} compact />
      <Anchor component={Link} to={paths.announcementArchive} size="sm">
        All past announcements
      </Anchor>
    </Stack>
  );
}
