import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { countOf } from '../../../lib/plural';
import { formatDateTime } from '../../../lib/time';
import { useDoorCount } from '../api/door-count';
import { useItemsQuery } from '../api/list-items';
import type { Door } from '../door/use-door';
import type { PreparedList } from '../door/door-store';

/**
 * "Prepare offline": downloads an item's list to this device so the door decides alone when the
 * network drops. Each prepared item shows its entries, when it was refreshed, and the live count.
 */
export function PrepareOffline({ door }: { door: Door }) {
  const items = useItemsQuery();
  const prepared = new Map(door.lists.map((l) => [l.itemId, l]));
  const known = [...(items.data?.tickets ?? []), ...(items.data?.merch ?? [])].map((i) => ({
    id: i.itemId,
    name: i.itemName,
  }));
  // Offline the items list cannot load: the prepared lists still name their items.
  const rows = known.length > 0 ? known : door.lists.map((l) => ({ id: l.itemId, name: l.itemName }));
  return (
    <Stack gap="sm">
      <Title order={3}>Prepare offline</Title>
      <Text size="sm" c="dimmed">
        A prepared item is admitted from this device’s list when the network drops; scans upload when it returns.
      </Text>
      {items.isPending && door.lists.length === 0 && <Text size="sm">Loading items…</Text>}
      {!items.isPending && rows.length === 0 && <Text size="sm">No items to prepare.</Text>}
      {rows.map((row) => (
        <ItemRow key={row.id} itemId={row.id} name={row.name} list={prepared.get(row.id)} door={door} />
      ))}
    </Stack>
  );
}

function ItemRow({ itemId, name, list, door }: { itemId: string; name: string; list?: PreparedList; door: Door }) {
  const [busy, setBusy] = useState(false);
  const prepare = async () => {
    setBusy(true);
    try {
      await door.prepare(itemId);
    } catch (error) {
      notify({
        color: 'red',
        title: 'Could not prepare the item',
        message: errorMessage(error, 'Try again when online.'),
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="sm" aria-label={`${name} at the door`} component="section">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Text fw={600}>{name}</Text>
          {list && (
            <Text size="sm" c="dimmed">
              {countOf(list.entries.length, 'entry', 'entries')} on this device · refreshed{' '}
              {formatDateTime(list.preparedAt)}
            </Text>
          )}
          {list && <LiveCount itemId={itemId} online={door.online} />}
        </Stack>
        <Group gap="xs">
          {list ? (
            <>
              <Button size="xs" variant="light" loading={busy} disabled={!door.online} onClick={() => void prepare()}>
                Refresh
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => void door.forget(itemId)}>
                Remove
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              loading={busy}
              disabled={!door.online}
              onClick={() => void prepare()}
              aria-label={`Prepare offline: ${name}`}
            >
              Prepare offline
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** Admitted / sold, polled by every scanner: each sees another's admission within two seconds. */
function LiveCount({ itemId, online }: { itemId: string; online: boolean }) {
  const count = useDoorCount(itemId, online);
  if (!count.data) return null;
  return (
    <Badge variant="light" size="lg" aria-label={`Admitted ${count.data.admitted} of ${count.data.sold} sold`}>
      Admitted {count.data.admitted} / {count.data.sold} sold
    </Badge>
  );
}
