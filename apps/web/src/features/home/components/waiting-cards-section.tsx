import { SimpleGrid, Skeleton } from '@mantine/core';
import { useAuth } from '../../../lib/auth';
import { useMyWaitingQuery } from '../api/get-my-waiting';
import { HomeSection } from './home-section';
import { WaitingCardView } from './waiting-card';

/** "Waiting for you": an officer's cards, by their roles; nothing at all for a person with no role. */
export function WaitingCardsSection() {
  const roles = useAuth().session?.roles ?? [];
  const query = useMyWaitingQuery(roles.length > 0);
  const cards = query.data?.cards;
  if (roles.length === 0 || cards?.length === 0) return null;
  return (
    <HomeSection
      id="home-waiting"
      title="Waiting for you"
      what="what waits for you"
      loading={false}
      error={query.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        {cards
          ? cards.map((card) => <WaitingCardView key={card.key} card={card} />)
          : [0, 1, 2, 3].map((n) => (
              <Skeleton
                key={n}
                height={120}
                radius="md"
                role={n === 0 ? 'status' : undefined}
                aria-label={n === 0 ? 'Loading what waits for you' : undefined}
              />
            ))}
      </SimpleGrid>
    </HomeSection>
  );
}
