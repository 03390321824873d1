import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/time';
import { useMyMembershipQuery } from '../api/get-my-membership';
import { HomeSection } from './home-section';
import { WalletButtons } from './wallet-buttons';

/** "Your membership": paid (since when, with the wallet card) or the way to pay. */
export function MembershipSection() {
  const query = useMyMembershipQuery();
  const membership = query.data;
  return (
    <HomeSection
      id="home-membership"
      title="Your membership"
      what="your membership"
      loading={query.isPending}
      error={query.error}
    >
      {membership && (
        <Card withBorder radius="md">
          {membership.paid ? (
            <Stack gap="xs">
              <Group gap="xs">
                <Badge color="green" variant="light">
                  Paid
                </Badge>
                {membership.netId && <Text size="sm">NetID {membership.netId}</Text>}
              </Group>
              {membership.paidAt && <Text size="sm">Paid member since {formatDate(membership.paidAt)}.</Text>}
              <WalletButtons links={membership} label="Add your membership card to a wallet" />
            </Stack>
          ) : (
            <Stack gap="xs" align="flex-start">
              <Badge color="yellow" variant="light">
                Not paid
              </Badge>
              <Text size="sm">You are not a paid member yet.</Text>
              {membership.payUrl && (
                <Button component={Link} to={membership.payUrl}>
                  Pay for your membership
                </Button>
              )}
            </Stack>
          )}
        </Card>
      )}
    </HomeSection>
  );
}
