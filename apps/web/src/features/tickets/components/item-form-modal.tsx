import {
  Alert,
  Anchor,
  Button,
  Chip,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { merchSizes, saveItemRequest, type SaveItemRequest, type TicketItem } from '@cp/contracts/tickets';
import { errorMessage } from '../../../lib/api-client';
import { fromPortalWallClock, toPortalWallClock } from '../../../lib/time';
import { useSaveItem } from '../api/save-item';
import type { ItemKind } from '../item-status';
import { notify } from '../../../lib/notify';
import { StoreLink, storeUrl } from './store-link';

type SalesMode = 'off' | 'now' | 'date';
interface FormValues {
  type: ItemKind;
  itemName: string;
  priceDollars: { member: number | string; nonMember: number | string };
  eventCapacity: number | string | null;
  sizes: SaveItemRequest['sizes'];
  salesMode: SalesMode;
  /** `datetime-local` value, a Chicago wall-clock time (spec section 9), whatever the browser's zone. */
  opensAt: string;
}

export interface ItemFormTarget {
  kind: ItemKind;
  item?: TicketItem;
}

function initialValues({ kind, item }: ItemFormTarget): FormValues {
  const future = item && item.itemSalesActive !== false && new Date(item.itemSalesActive) > new Date();
  return {
    type: kind,
    itemName: item?.itemName ?? '',
    priceDollars: { member: item?.priceDollars.member ?? '', nonMember: item?.priceDollars.nonMember ?? '' },
    eventCapacity: item?.eventCapacity ?? (kind === 'ticket' ? '' : null),
    sizes: item?.sizes ?? [],
    salesMode: !item || item.itemSalesActive === false ? 'off' : future ? 'date' : 'now',
    opensAt: future && item.itemSalesActive !== false ? toPortalWallClock(item.itemSalesActive) : '',
  };
}

/** Values as the API takes them; the same schema validates the form and the server. */
function toRequest(v: FormValues): SaveItemRequest {
  const num = (x: number | string | null) => (x === '' || x === null ? undefined : Number(x));
  const opens = v.salesMode === 'date' && v.opensAt ? fromPortalWallClock(v.opensAt) : v.salesMode === 'now';
  return {
    type: v.type,
    itemName: v.itemName,
    priceDollars: { member: num(v.priceDollars.member) as number, nonMember: num(v.priceDollars.nonMember) as number },
    eventCapacity: v.type === 'ticket' ? (num(v.eventCapacity) ?? null) : null,
    sizes: v.type === 'merch' ? v.sizes : [],
    itemSalesActive: v.salesMode === 'date' && !v.opensAt ? false : opens,
  };
}

/** Create or edit an item: name, prices, capacity (tickets) or sizes (merchandise), and when sales open. */
export function ItemFormModal({ target, onClose }: { target: ItemFormTarget | null; onClose: () => void }) {
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={
        target?.item
          ? `Edit ${target.item.itemName}`
          : target?.kind === 'ticket'
            ? 'New ticketed event'
            : 'New merchandise'
      }
      size="lg"
    >
      {target && <ItemForm key={target.item?.itemId ?? target.kind} target={target} onDone={onClose} />}
    </Modal>
  );
}

function ItemForm({ target, onDone }: { target: ItemFormTarget; onDone: () => void }) {
  const save = useSaveItem();
  const form = useForm<FormValues>({
    mode: 'controlled',
    initialValues: initialValues(target),
    validate: (values) => {
      const errors = schemaResolver(saveItemRequest, { sync: true })(toRequest(values) as never) as Record<
        string,
        string
      >;
      if (values.salesMode === 'date' && !values.opensAt) errors.opensAt = 'Choose when sales open';
      return errors;
    },
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { itemId: target.item?.itemId, item: toRequest(values) },
      {
        onSuccess: (item) => {
          notify({
            color: 'green',
            title: target.item ? 'Item updated' : 'Item created',
            // The public page's address at once: the officer's next step is the flyer.
            message: `${item.itemName}: ${storeUrl(item.itemId)}`,
          });
          onDone();
        },
      },
    ),
  );
  const ticket = target.kind === 'ticket';
  return (
    <form onSubmit={submit} noValidate aria-label={target.item ? 'Edit item' : 'Create item'}>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" title="Failed to save item" role="alert">
            {errorMessage(save.error, 'Please try again or contact support.')}
          </Alert>
        )}
        {target.item && (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed">
              Store page:
            </Text>
            <Anchor href={storeUrl(target.item.itemId)} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {storeUrl(target.item.itemId)}
            </Anchor>
            <StoreLink itemId={target.item.itemId} itemName={target.item.itemName} />
          </Group>
        )}
        <TextInput label="Name" required {...form.getInputProps('itemName')} />
        <Group grow align="flex-start">
          <NumberInput
            label="Member price ($)"
            required
            min={0}
            decimalScale={2}
            {...form.getInputProps('priceDollars.member')}
          />
          <NumberInput
            label="Non-member price ($)"
            required
            min={0}
            decimalScale={2}
            {...form.getInputProps('priceDollars.nonMember')}
          />
        </Group>
        {ticket ? (
          <NumberInput
            label="Capacity"
            required
            min={1}
            allowDecimal={false}
            {...form.getInputProps('eventCapacity')}
          />
        ) : (
          <Chip.Group multiple {...form.getInputProps('sizes')}>
            <Text size="sm" fw={500} id="sizes-label">
              Sizes (none for a one-size item)
            </Text>
            <Group gap="xs" role="group" aria-labelledby="sizes-label">
              {merchSizes.map((size) => (
                <Chip key={size} value={size}>
                  {size}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="sales-label">
            Sales
          </Text>
          <SegmentedControl
            aria-labelledby="sales-label"
            data={[
              { value: 'off', label: 'Off' },
              { value: 'now', label: 'On now' },
              { value: 'date', label: 'Open at a date' },
            ]}
            {...form.getInputProps('salesMode')}
          />
        </Stack>
        {form.values.salesMode === 'date' && (
          <TextInput
            type="datetime-local"
            label="Sales open at"
            description="Chicago time"
            required
            {...form.getInputProps('opensAt')}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
