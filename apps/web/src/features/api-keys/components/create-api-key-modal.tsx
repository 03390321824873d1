import { useReducer, useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { apiKeyRoles, invalidPolicyDocument, maxDescriptionLength, samplePolicyDocument } from '@cp/contracts/api-keys';
import { isApiError } from '../../../lib/api-client';
import { useCreateApiKey } from '../api/create-api-key';
import {
  canCreate,
  earliestExpiry,
  emptyCreateKeyValues,
  expiryProblem,
  parsePolicy,
  toCreateRequest,
  type CreateKeyValues,
} from './create-key-form';
import { notify } from '../../../lib/notify';

const sample = JSON.stringify(samplePolicyDocument, null, 2);
const showInvalidPolicy = () =>
  notify({
    color: 'red',
    title: invalidPolicyDocument,
    message: 'Please correct the policy document and try again.',
  });

/** 'Create API Key': what the user typed stays until the key is created. */
export function CreateApiKeyModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (apiKey: string | undefined) => void;
}) {
  const [values, setValues] = useState<CreateKeyValues>(emptyCreateKeyValues);
  const create = useCreateApiKey();
  const set = (change: Partial<CreateKeyValues>) => setValues((current) => ({ ...current, ...change }));
  const expiryError = expiryProblem(values.expiresAt);
  // 'Invalid JSON' once the user has left the editor, and gone as soon as the text parses (a
  // plain textarea: Mantine's JsonInput keeps its own error until the next blur).
  const [policyTouched, setPolicyTouched] = useState(false);
  const policyError = policyTouched && !parsePolicy(values.policy).ok ? 'Invalid JSON' : null;
  // The expiry error is worked out against the clock on render. Create re-renders, so that a time
  // that was 24 hours ahead when picked, but no longer is, gets its error too.
  const [, recheckExpiry] = useReducer((count: number) => count + 1, 0);

  const submit = () => {
    recheckExpiry();
    const request = toCreateRequest(values);
    if (request === 'policy') return showInvalidPolicy();
    // The Expires At field says what is wrong; what was typed stays.
    if (request === null) return;
    create.mutate(request, {
      onSuccess: (created) => {
        setValues(emptyCreateKeyValues);
        setPolicyTouched(false);
        onCreated(created.apiKey);
      },
      onError: (error) => {
        if (isApiError(error) && error.message === invalidPolicyDocument) return showInvalidPolicy();
        notify({
          color: 'red',
          title: 'Unable to create API key.',
          message: 'Please try again or contact support.',
        });
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create API Key" centered size="lg">
      <Stack gap="md">
        <MultiSelect
          label="Roles"
          placeholder="Select roles"
          required
          searchable
          data={[...apiKeyRoles]}
          value={values.roles}
          onChange={(roles) => set({ roles })}
        />
        <TextInput
          label="Description"
          required
          // The contract's limit, so that Create never meets a description it would refuse.
          maxLength={maxDescriptionLength}
          value={values.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <DateTimePicker
          label="Expires At"
          description="Optional; at least 24 hours from now. Leave empty for a key that never expires."
          placeholder="Never"
          clearable
          valueFormat="MM-DD-YYYY h:mm A"
          timePickerProps={{ format: '12h' }}
          minDate={earliestExpiry().format('YYYY-MM-DD HH:mm:ss')}
          value={values.expiresAt}
          onChange={(expiresAt) => set({ expiresAt })}
          error={expiryError}
        />
        <Alert color="yellow" title="Advanced Feature" icon={<IconAlertTriangle size={18} />}>
          A policy document restricts what the key may do. Errors in it may prevent the key from working.
        </Alert>
        <Textarea
          label="Policy Document"
          description="Optional"
          placeholder={sample}
          autosize
          minRows={4}
          maxRows={12}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          error={policyError}
          value={values.policy}
          onChange={(event) => set({ policy: event.currentTarget.value })}
          onBlur={() => {
            setPolicyTouched(true);
            const parsed = parsePolicy(values.policy);
            // Tidy valid JSON on leaving the editor, as a JSON editor does.
            if (parsed.ok && parsed.value !== undefined) set({ policy: JSON.stringify(parsed.value, null, 2) });
          }}
        />
        <Group gap="xs" wrap="nowrap" align="center">
          <Text size="sm" c="dimmed">
            Sample: a key that may only write events hosted by S01, and never featured ones.
          </Text>
          <Button size="xs" variant="light" onClick={() => set({ policy: sample })} style={{ flexShrink: 0 }}>
            Use Sample Policy
          </Button>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} disabled={!canCreate(values)} loading={create.isPending}>
            Create
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
