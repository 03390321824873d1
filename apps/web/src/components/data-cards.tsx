import type { Key, ReactNode } from 'react';
import { Card, Skeleton, Stack, Text } from '@mantine/core';

/** Attributes end-to-end tests find a card by, e.g. { 'data-link-card': true }. */
export type CardDataAttributes = Record<`data-${string}`, string | boolean>;

interface DataCardsProps<T> {
  /** Names the list for assistive technology. */
  label: string;
  /** undefined while loading: skeleton cards show. */
  items: readonly T[] | undefined;
  emptyText: ReactNode;
  itemKey: (item: T, index: number) => Key;
  /** What one card shows; the card frame itself is shared. */
  renderCard: (item: T) => ReactNode;
  cardAttributes?: (item: T) => CardDataAttributes;
  /** Close to a loaded card's height, so the page does not jump when the data arrives. */
  skeletonHeight: number;
  skeletonTestId?: string;
}

/** The phone-width counterpart of DataTable: loading skeleton, empty state, then one card per item. */
export function DataCards<T>({
  label,
  items,
  emptyText,
  itemKey,
  renderCard,
  cardAttributes,
  skeletonHeight,
  skeletonTestId,
}: DataCardsProps<T>) {
  if (items === undefined) {
    return (
      <Stack gap="sm" role="status" aria-label={label} aria-busy>
        {Array.from({ length: 3 }, (_, row) => (
          <Skeleton key={row} height={skeletonHeight} radius="md" data-testid={skeletonTestId} />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="md">
        {emptyText}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {items.map((item, index) => (
        <Card key={itemKey(item, index)} component="li" withBorder padding="sm" radius="md" {...cardAttributes?.(item)}>
          {renderCard(item)}
        </Card>
      ))}
    </Stack>
  );
}
