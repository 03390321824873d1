import { List, Stack, Text, Title } from '@mantine/core';
import { ConfirmModal } from '../../../components/confirm-modal';
import type { LeadRow } from './lead-queue';

interface ConfirmLeadsModalProps {
  opened: boolean;
  toAdd: LeadRow[];
  toRemove: string[];
  saving: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Confirm Changes' before the leads call: who is added and who is removed. */
export function ConfirmLeadsModal({ opened, toAdd, toRemove, saving, onConfirm, onClose }: ConfirmLeadsModalProps) {
  return (
    <ConfirmModal
      opened={opened}
      title="Confirm Changes"
      confirmLabel="Confirm"
      pending={saving}
      // The buttons keep the Stack's spacing, as if they were its last row.
      buttonsGap="md"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <Stack gap="md">
        {toAdd.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              Leads to Add
            </Title>
            <List size="sm">
              {toAdd.map((lead) => (
                <List.Item key={lead.username}>
                  {lead.name} ({lead.username}), {lead.title}
                  {lead.nonVotingMember ? ', non-voting' : ''}
                </List.Item>
              ))}
            </List>
          </Stack>
        )}
        {toRemove.length > 0 && (
          <Stack gap={4}>
            <Title order={3} size="h6">
              Leads to Remove
            </Title>
            <List size="sm">
              {toRemove.map((username) => (
                <List.Item key={username}>{username}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Text size="sm" c="dimmed">
          Leads can manage this organization as soon as the change is saved.
        </Text>
      </Stack>
    </ConfirmModal>
  );
}
