import { useEffect, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { admittedHere } from '../door/door-decision';
import { searchAtDoor, type DoorMatch } from '../door/door-search';
import type { Door } from '../door/use-door';

interface DoorSearchProps {
  door: Door;
  /** Admits the match (one tap, exactly once like a scan); resolves when its result is shown. */
  onAdmit: (match: DoorMatch) => Promise<void>;
}

/** A buyer without their QR code: found by name or email over the prepared items, admitted with one tap. */
export function DoorSearch({ door, onAdmit }: DoorSearchProps) {
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 300);
  const [matches, setMatches] = useState<DoorMatch[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const { lists, online, queue } = door;

  useEffect(() => {
    if (query.length < 2 || lists.length === 0) {
      setMatches(null);
      return;
    }
    let current = true;
    void searchAtDoor(lists, query, online).then((found) => current && setMatches(found));
    return () => {
      current = false;
    };
  }, [query, lists, online, queue]);

  const admit = async (match: DoorMatch) => {
    setBusy(match.found.entry.hash);
    try {
      await onAdmit(match);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="sm">
      <Title order={3}>Find a buyer</Title>
      <TextInput
        label="Name or email"
        placeholder="At least two letters"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        disabled={lists.length === 0}
        description={lists.length === 0 ? 'Prepare an item for the door to search its buyers.' : undefined}
      />
      {matches?.length === 0 && <Text size="sm">Nobody found.</Text>}
      {matches?.map((match) => {
        const { entry, list } = match.found;
        const here = admittedHere(queue, match.found);
        const status = entry.refunded ? 'Refunded' : here || entry.admitted ? 'Admitted' : null;
        return (
          <Paper key={`${list.itemId}:${entry.hash}`} withBorder p="xs" aria-label={entry.email}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {entry.name ?? entry.email}
                </Text>
                <Text size="sm" c="dimmed">
                  {list.itemName} · {entry.quantity}
                  {entry.size ? ` · ${entry.size}` : ''}
                </Text>
              </Stack>
              {status ? (
                <Badge color={entry.refunded ? 'red' : 'gray'}>{status}</Badge>
              ) : (
                <Button
                  size="xs"
                  loading={busy === entry.hash}
                  onClick={() => void admit(match)}
                  aria-label={`Admit ${entry.email}`}
                >
                  Admit
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
