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
import { merchSizes, saveItemRequest } from '@cp/contracts/tickets';
import { errorMessage } from '../../../lib/api-client';
import { useSaveItem } from '../api/save-item';
import { initialItemValues, toSaveItemRequest, type ItemFormTarget, type ItemFormValues } from '../form-values';
import { notify } from '../../../lib/notify';
import { StoreLink, storeUrl } from './store-link';
import { focusFirstError } from '../../../lib/form-focus';

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
  const form = useForm<ItemFormValues>({
    mode: 'controlled',
    initialValues: initialItemValues(target),
    validate: (values) => {
      const errors = schemaResolver(saveItemRequest, { sync: true })(toSaveItemRequest(values) as never) as Record<
        string,
        string
      >;
      if (values.salesMode === 'date' && !values.opensAt) errors.opensAt = 'Choose when sales open';
      return errors;
    },
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(
        { itemId: target.item?.itemId, item: toSaveItemRequest(values) },
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
    focusFirstError(form),
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
            clampBehavior="none"
            label="Member price ($)"
            required
            min={0}
            decimalScale={2}
            {...form.getInputProps('priceDollars.member')}
          />
          <NumberInput
            clampBehavior="none"
            label="Non-member price ($)"
            required
            min={0}
            decimalScale={2}
            {...form.getInputProps('priceDollars.nonMember')}
          />
        </Group>
        {ticket ? (
          <NumberInput
            clampBehavior="none"
            label="Capacity"
            required
            min={1}
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
