import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isValidNetId } from '@cp/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useClientConfig } from '../../../lib/get-client-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMembershipFeeQuery, useStartMembershipCheckout } from '../api/start-membership-checkout';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** /membership (public): a student pays the membership fee for their NetID. */
export default function MembershipPage() {
  usePageTitle('Become a Member');
  const { emailDomain } = useClientConfig();
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const fee = useMembershipFeeQuery();
  const checkout = useStartMembershipCheckout();
  const [netId, setNetId] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    const value = netId.trim().toLowerCase();
    if (!isValidNetId(value)) {
      setError('Please enter a valid NetID.');
      return;
    }
    setError(null);
    checkout.mutate(value, { onSuccess: ({ url }) => window.location.assign(url) });
  };

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>Become a Member</Title>
          {paid && (
            <Alert
              color="green"
              title="Thank you!"
              role="status"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              {paid} is now a paid member. A confirmation email is on its way to {paid}@{emailDomain}.
            </Alert>
          )}
          <Text>
            Membership costs {fee.data ? dollars(fee.data.amountCents) : '…'}. Enter your NetID and pay by card; the
            confirmation goes to your university email.
          </Text>
          {checkout.isError && (
            <Alert color="red" title="Could not start the payment" role="alert">
              {errorMessage(checkout.error, 'Please try again or contact support.')}
            </Alert>
          )}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack>
              <TextInput
                label="NetID"
                description={`Your NetID, the part of your email before @${emailDomain}.`}
                value={netId}
                onChange={(event) => setNetId(event.currentTarget.value)}
                error={error}
                autoComplete="username"
              />
              <Button type="submit" loading={checkout.isPending} disabled={!netId.trim() || !fee.data}>
                {fee.data ? `Pay ${dollars(fee.data.amountCents)}` : 'Pay'}
              </Button>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
