import { Paper, SimpleGrid, Text, type SimpleGridProps } from '@mantine/core';

export interface StatTile {
  label: string;
  value: string | number;
  /** One dimmed line under the value (what it includes, or why it is apart). */
  hint?: string;
}

/** Numbers at a glance as a list of tiles (RSVP totals, link stats), each read as "label: value". */
export function StatTiles({ label, tiles, cols }: { label: string; tiles: StatTile[]; cols: SimpleGridProps['cols'] }) {
  return (
    <SimpleGrid cols={cols} spacing="sm" component="ul" aria-label={label} p={0} m={0} style={{ listStyle: 'none' }}>
      {tiles.map((tile) => (
        <Paper
          key={tile.label}
          withBorder
          radius="md"
          p="sm"
          component="li"
          aria-label={`${tile.label}: ${tile.value}${tile.hint ? ` (${tile.hint})` : ''}`}
        >
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {tile.label}
          </Text>
          <Text fz="xl" fw={700}>
            {tile.value}
          </Text>
          {tile.hint && (
            <Text size="xs" c="dimmed">
              {tile.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
