import { Grid, Stack, Title } from '@mantine/core';
import { useAuth } from '../../../lib/auth';
import { PageSection } from '../../../lib/page-sections';
import { usePageTitle } from '../../../lib/use-page-title';
import { MembershipSection } from '../components/membership-section';
import { MyElectionsSection } from '../components/my-elections-section';
import { MyRsvpsSection, NextEventsSection } from '../components/my-events-sections';
import { MyOrdersSection } from '../components/my-orders-section';
import { MyTicketsSection } from '../components/my-tickets-section';
import { WaitingCardsSection } from '../components/waiting-cards-section';

/** The signed-in person's home: an officer's waiting cards on top, then the member's own things. */
export default function HomePage() {
  usePageTitle('Home');
  const { profile } = useAuth();
  const givenName = profile?.givenName?.trim();
  return (
    <Stack gap="lg">
      <Title order={1}>{givenName ? `Welcome, ${givenName}!` : 'Welcome!'}</Title>
      <WaitingCardsSection />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <MyTicketsSection />
            <MyOrdersSection />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <MyElectionsSection />
            <PageSection name="home" />
            <MembershipSection />
            <MyRsvpsSection />
            <NextEventsSection />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
