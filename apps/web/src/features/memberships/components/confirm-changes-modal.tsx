import { Accordion, List, ScrollArea, Stack, Text } from '@mantine/core';
import { ConfirmModal } from '../../../components/confirm-modal';

interface ConfirmChangesModalProps {
  opened: boolean;
  listId: string;
  toAdd: string[];
  toRemove: string[];
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

function Names({ netIds }: { netIds: string[] }) {
  return (
    <List size="sm" spacing={2}>
      {netIds.map((netId) => (
        <List.Item key={netId}>{netId}</List.Item>
      ))}
    </List>
  );
}

/** 'Confirm Changes': past 10 names the lists collapse into an accordion, 200px scroll areas. */
export function ConfirmChangesModal(props: ConfirmChangesModalProps) {
  const { toAdd, toRemove } = props;
  const collapse = toAdd.length + toRemove.length > 10;
  const sections = [
    { value: 'add', title: `Members to add (${toAdd.length})`, netIds: toAdd },
    { value: 'remove', title: `Members to remove (${toRemove.length})`, netIds: toRemove },
  ].filter((section) => section.netIds.length > 0);
  return (
    <ConfirmModal
      opened={props.opened}
      title="Confirm Changes"
      confirmLabel="Confirm and Save"
      pending={props.pending}
      // The buttons keep the Stack's spacing, as if they were its last row.
      buttonsGap="md"
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    >
      <Stack>
        <Text size="sm">
          These changes will be applied to the list <strong>{props.listId}</strong>:
        </Text>
        {collapse ? (
          <Accordion variant="contained">
            {sections.map((section) => (
              <Accordion.Item key={section.value} value={section.value}>
                <Accordion.Control>{section.title}</Accordion.Control>
                <Accordion.Panel>
                  <ScrollArea h={200} type="auto">
                    <Names netIds={section.netIds} />
                  </ScrollArea>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : (
          sections.map((section) => (
            <div key={section.value}>
              <Text fw={600} size="sm">
                {section.title}
              </Text>
              <Names netIds={section.netIds} />
            </div>
          ))
        )}
      </Stack>
    </ConfirmModal>
  );
}
