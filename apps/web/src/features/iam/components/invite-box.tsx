import { useState } from 'react';
import { Button, Card, Stack, Text, Textarea, Title } from '@mantine/core';
import { parseEmailLines, type PerEmailResponse } from '@cp/contracts/iam';
import { errorMessage } from '../../../lib/api-client';
import { useInviteUsers } from '../api/invite-users';
import { EmailResults } from './email-results';

/** Invite users: emails one per line, university domain only (the server says so per email). */
export function InviteBox({ emailDomain }: { emailDomain: string }) {
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const [result, setResult] = useState<PerEmailResponse | null>(null);
  const invite = useInviteUsers();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const emails = parseEmailLines(text);
    if (emails.length === 0) return setInputError('Enter at least one email.');
    setInputError(null);
    invite.mutate(emails, {
      onSuccess: (response) => {
        setResult(response);
        // What failed stays in the box to be corrected; what went through is cleared.
        setText(response.failure.map((f) => f.email).join('\n'));
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3">
            Invite Users
          </Title>
          <Textarea
            label="Emails (one per line)"
            description={`University emails only (@${emailDomain}).`}
            placeholder={`netid@${emailDomain}`}
            autosize
            minRows={3}
            maxRows={10}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            error={inputError}
          />
          {invite.isError && (
            <Text c="red" size="sm" role="alert">
              {errorMessage(invite.error, 'Failed to invite users.')}
            </Text>
          )}
          <Button type="submit" loading={invite.isPending} style={{ alignSelf: 'flex-start' }}>
            Invite Users
          </Button>
          {result && (
            <EmailResults
              label="Invitation results"
              result={result}
              describe={(email) => `Invited ${email}`}
              withDetails
            />
          )}
        </Stack>
      </form>
    </Card>
  );
}
