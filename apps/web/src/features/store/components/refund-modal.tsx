import { Alert, Checkbox, Stack, Text, Textarea } from '@mantine/core';
import { useForm, schemaResolver } from '@mantine/form';
import { refundRequest, type Order, type RefundRequest } from '@cp/contracts/store';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/api-client';
import { formatCents } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { useRefundOrder } from '../api/refund-order';

interface RefundModalProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
}

/** Refund a paid order: why (required), whether its stock goes back on sale, then a confirmation. */
export function RefundModal({ order, opened, onClose }: RefundModalProps) {
  const refund = useRefundOrder();
  const form = useForm<RefundRequest>({
    mode: 'controlled',
    initialValues: { justification: '', releaseInventory: true },
    validate: schemaResolver(refundRequest, { sync: true }),
  });
  const close = () => {
    refund.reset();
    onClose();
  };
  const confirm = () => {
    if (form.validate().hasErrors) return;
    refund.mutate(
      { orderId: order.orderId, ...form.getValues() },
      {
        onSuccess: () => {
          notify({
            color: 'green',
            title: 'Refunded',
            message: `${formatCents(order.totalCents)} to ${order.userId}.`,
          });
          form.reset();
          onClose();
        },
      },
    );
  };
  return (
    <ConfirmModal
      opened={opened}
      title="Refund this order?"
      confirmLabel="Refund"
      destructive
      pending={refund.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      <Stack gap="sm">
        <Text size="sm">
          {formatCents(order.totalCents)} goes back to {order.userId}. This cannot be undone.
        </Text>
        {refund.isError && (
          <Alert color="red" role="alert">
            {errorMessage(refund.error, 'The refund failed. Please try again.')}
          </Alert>
        )}
        <Textarea
          label="Reason"
          description="At least 10 characters"
          required
          autosize
          minRows={2}
          {...form.getInputProps('justification')}
        />
        <Checkbox
          label="Put the items back on sale"
          {...form.getInputProps('releaseInventory', { type: 'checkbox' })}
        />
      </Stack>
    </ConfirmModal>
  );
}
