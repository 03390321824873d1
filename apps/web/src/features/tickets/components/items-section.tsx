import { useState } from 'react';
import {
  Badge,
  Card,
  Group,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { TicketItem } from '@cp/contracts/tickets';
import { EmptyRow, SkeletonRows } from '../../../components/table-state-rows';
import { itemStatus, sortItems, statusColors, type ItemKind, type Sort, type SortKey } from '../item-status';
import { ItemActions, type ItemActionsProps } from './item-actions';

interface ItemsSectionProps extends Omit<ItemActionsProps, 'item' | 'kind' | 'busy'> {
  title: string;
  kind: ItemKind;
  items: TicketItem[] | undefined;
  busyItemId: string | null;
}

const money = (dollars: number) => `$${dollars.toFixed(2)}`;

/** A product's variants as the store lists them; "General" alone is a product without any. */
const variantsOf = (item: TicketItem) =>
  item.variants && !(item.variants.length === 1 && item.variants[0] === 'General') ? item.variants : [];

function details(item: TicketItem, kind: ItemKind) {
  if (kind === 'ticket') return `${item.ticketsSold ?? 0} / ${item.eventCapacity ?? 0}`;
  const variants = variantsOf(item);
  if (variants.length > 0)
    return `${variants.length} variant${variants.length === 1 ? '' : 's'}: ${variants.join(', ')}`;
  return item.sizes?.join(', ') || 'One size';
}

/** One of the two tables of /tickets (Merchandise, Tickets), sortable by name and status; cards on a phone. */
export function ItemsSection({ title, kind, items, busyItemId, ...actions }: ItemsSectionProps) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const [sort, setSort] = useState<Sort>({ key: 'name', descending: false });
  const sorted = items && sortItems(items, kind, sort);
  const sortBy = (key: SortKey) => setSort((s) => ({ key, descending: s.key === key ? !s.descending : false }));
  const label = title;
  const emptyText = kind === 'ticket' ? 'No ticketed events yet.' : 'No merchandise yet.';
  const detailLabel = kind === 'ticket' ? 'Sold / Capacity' : 'Variants';
  const columns = actions.canManage ? 6 : 5;

  const ariaSort = (key: SortKey) => (sort.key !== key ? 'none' : sort.descending ? 'descending' : 'ascending');
  const SortHeader = ({ name, sortKey }: { name: string; sortKey: SortKey }) => {
    const Icon = sort.key !== sortKey ? IconArrowsSort : sort.descending ? IconArrowDown : IconArrowUp;
    return (
      <UnstyledButton onClick={() => sortBy(sortKey)}>
        <Group gap={4} wrap="nowrap">
          <Text fw={700} size="sm">
            {name}
          </Text>
          <Icon size={14} aria-hidden />
        </Group>
      </UnstyledButton>
    );
  };
  const status = (item: TicketItem) => {
    const s = itemStatus(item, kind);
    return (
      <Badge color={statusColors[s]} variant="light">
        {s}
      </Badge>
    );
  };

  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      {phone ? (
        <>
          <SegmentedControl
            aria-label={`Sort ${title.toLowerCase()}`}
            data={[
              { value: 'name', label: 'Name' },
              { value: 'status', label: 'Status' },
            ]}
            value={sort.key}
            onChange={(key) => sortBy(key as SortKey)}
          />
          {sorted === undefined &&
            Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} height={110} radius="md" data-testid="item-skeleton" />
            ))}
          {sorted?.length === 0 && (
            <Text c="dimmed" ta="center" py="md">
              {emptyText}
            </Text>
          )}
          <Stack gap="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
            {sorted?.map((item) => (
              <Card key={item.itemId} component="li" withBorder padding="sm" radius="md">
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={500}>{item.itemName}</Text>
                  {status(item)}
                </Group>
                <Text size="sm" c="dimmed">
                  {money(item.priceDollars.member)} members · {money(item.priceDollars.nonMember)} others ·{' '}
                  {detailLabel}: {details(item, kind)}
                </Text>
                {actions.canManage && (
                  <Group mt="xs">
                    <ItemActions item={item} kind={kind} busy={busyItemId === item.itemId} {...actions} />
                  </Group>
                )}
              </Card>
            ))}
          </Stack>
        </>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table striped highlightOnHover aria-label={label} aria-busy={sorted === undefined}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th aria-sort={ariaSort('name')}>
                  <SortHeader name="Name" sortKey="name" />
                </Table.Th>
                <Table.Th aria-sort={ariaSort('status')}>
                  <SortHeader name="Status" sortKey="status" />
                </Table.Th>
                {/* A role with no action (the scanner) gets no empty Actions column. */}
                {['Member Price', 'Non-Member Price', detailLabel, ...(actions.canManage ? ['Actions'] : [])].map(
                  (c) => (
                    <Table.Th key={c}>{c}</Table.Th>
                  ),
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted === undefined && <SkeletonRows columns={columns} testId="item-skeleton" />}
              {sorted?.length === 0 && <EmptyRow columns={columns}>{emptyText}</EmptyRow>}
              {sorted?.map((item) => (
                <Table.Tr key={item.itemId}>
                  <Table.Td>{item.itemName}</Table.Td>
                  <Table.Td miw={140}>{status(item)}</Table.Td>
                  <Table.Td>{money(item.priceDollars.member)}</Table.Td>
                  <Table.Td>{money(item.priceDollars.nonMember)}</Table.Td>
                  <Table.Td>{details(item, kind)}</Table.Td>
                  {actions.canManage && (
                    <Table.Td>
                      <ItemActions item={item} kind={kind} busy={busyItemId === item.itemId} {...actions} />
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
