import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { electionPath } from '../../../lib/paths';
import { formatDateTime } from '../../../lib/time';
import { useMyOpenElectionsQuery as useMyOpenElections } from '../api/get-my-elections';
import { HomeSection } from './home-section';

/** Issue 45: the open elections the member may vote in, shown only when there is one. */
export function MyElectionsSection() {
  const query = useMyOpenElections();
  if (!query.isError && (query.data?.length ?? 0) === 0) return null;
  return (
    <HomeSection
      id="home-elections"
      title="Elections"
      what="your elections"
      loading={query.isPending}
      error={query.error}
    >
      <Stack gap="xs">
        {query.data?.map((e) => (
          <Card key={e.id} withBorder padding="sm">
            <Group justify="space-between">
              <Anchor component={Link} to={electionPath(e.id)}>
                {e.voted ? e.title : `Vote: ${e.title}`}
              </Anchor>
              <Text size="sm">{e.voted ? 'You voted' : `Closes ${formatDateTime(e.closesAt)}`}</Text>
            </Group>
          </Card>
        ))}
      </Stack>
    </HomeSection>
  );
}
