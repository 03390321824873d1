import { useRef, useState, type FormEvent } from 'react';
import { useClientConfig } from '../../../lib/get-client-config';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import type { RsvpCheckInRequest } from '@cp/contracts/rsvp';
import { checkInRequestFromEntry } from '../check-in-request';

interface CheckInManualFormProps {
  busy: boolean;
  /** The attendees' emails: an attendee's own NetID is taken as their email. */
  attendeeEmails: readonly string[];
  /** A refused entry: the last result no longer stands above the field's error. */
  onRefused: () => void;
  /** Resolves true once checked in: the field then clears for the next person. */
  onCheckIn: (request: RsvpCheckInRequest) => Promise<boolean>;
}

/** Anyone by NetID or email, walk-ins without an RSVP included. */
export function CheckInManualForm({ busy, attendeeEmails, onRefused, onCheckIn }: CheckInManualFormProps) {
  const { emailDomain } = useClientConfig();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const entry = checkInRequestFromEntry(value, { emailDomain, attendeeEmails });
    if (!entry.ok) {
      setError(entry.error);
      onRefused();
      // The error is read out with the field it belongs to.
      field.current?.focus();
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
          ref={field}
          label="NetID or email"
          description={`A NetID or a university email (…@${emailDomain})`}
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
