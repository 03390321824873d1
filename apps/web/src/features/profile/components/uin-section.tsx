import { useRef } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { setMyUinRequest } from '@cp/contracts/users';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useMyUinQuery } from '../api/get-my-uin';
import { useSetMyUin } from '../api/set-my-uin';

/** The UIN shown to its owner: its last four digits, enough to recognise it over a shoulder. */
export const maskedUin = (uin: string) => `•••••${uin.slice(-4)}`;

/**
 * /profile's UIN: entered once by the member (the directory may not have it), so that a card
 * swipe or the campus app's QR finds them at the door (issue 42, point 6).
 */
export function UinSection() {
  const uin = useMyUinQuery();
  return (
    <Stack gap="xs" maw={520} component="section" aria-labelledby="uin-heading">
      <Title order={2} size="h3" id="uin-heading">
        University ID (UIN)
      </Title>
      {uin.isPending && <Skeleton height={60} role="status" aria-label="Loading your UIN" />}
      {uin.isError && (
        <Alert color="red" title="Could not load your UIN" role="alert">
          {errorMessage(uin.error, 'Please try again later.')}
        </Alert>
      )}
      {uin.data?.uin && (
        <Text>
          Your UIN {maskedUin(uin.data.uin)} is recorded: a card swipe at the door finds you. To change it, ask an
          officer.
        </Text>
      )}
      {uin.data && !uin.data.uin && <UinForm />}
    </Stack>
  );
}

function UinForm() {
  const save = useSetMyUin();
  const field = useRef<HTMLInputElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { uin: '' },
    validate: schemaResolver(setMyUinRequest, { sync: true }),
  });
  const submit = form.onSubmit(
    (values) =>
      save.mutate(setMyUinRequest.parse(values), {
        onSuccess: () =>
          notify({ color: 'green', title: 'UIN recorded', message: 'A card swipe at the door finds you.' }),
        // Refused (already someone else's): said at the field, with what was typed kept.
        onError: (error) => {
          form.setFieldError('uin', errorMessage(error, 'Please try again later.'));
          field.current?.focus();
        },
      }),
    () => field.current?.focus(),
  );
  return (
    <form onSubmit={submit} noValidate aria-label="UIN">
      <Stack gap="sm">
        <TextInput
          ref={field}
          label="UIN"
          description="The nine digits on your i-card. Entered once; an officer can change it later."
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps('uin')}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save UIN
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
