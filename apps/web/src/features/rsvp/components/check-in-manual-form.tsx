import { useState, type FormEvent } from 'react';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { RsvpCheckInRequest } from '@cp/contracts/rsvp';
import { checkInRequestFromEntry } from '../check-in-request';

interface CheckInManualFormProps {
  busy: boolean;
  /** Resolves true once checked in: the field then clears for the next person. */
  onCheckIn: (request: RsvpCheckInRequest) => Promise<boolean>;
}

/** Anyone by NetID or email, walk-ins without an RSVP included. */
export function CheckInManualForm({ busy, onCheckIn }: CheckInManualFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = checkInRequestFromEntry(value);
    if (!entry.ok) {
      setError(entry.error);
      return;
    }
    setError(null);
    if (await onCheckIn(entry.request)) setValue('');
  };

  return (
    <form aria-labelledby="check-in-manual-title" noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm">
        <Title order={2} size="h4" id="check-in-manual-title">
          Check in by NetID or email
        </Title>
        <Text size="sm" c="dimmed">
          For walk-ins without an RSVP too: they are recorded as walk-ins.
        </Text>
        <TextInput
          label="NetID or email"
          placeholder="jdoe2 or jdoe2@illinois.edu"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit" loading={busy} style={{ alignSelf: 'flex-start' }}>
          Check in by NetID or email
        </Button>
      </Stack>
    </form>
  );
}
