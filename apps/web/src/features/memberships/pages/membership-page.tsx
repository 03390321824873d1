import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { isValidNetId } from '@cp/contracts';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/time';
import { useClientConfig } from '../../../lib/get-client-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyMembershipQuery } from '../api/get-my-membership';
import { useMembershipFeeQuery } from '../api/get-membership-fee';
import { useStartMembershipCheckout } from '../api/start-membership-checkout';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** /membership (public): a student pays the membership fee for their NetID. */
export default function MembershipPage() {
  usePageTitle('Become a Member');
  const { emailDomain } = useClientConfig();
  const [params] = useSearchParams();
  const paid = params.get('paid');
  const fee = useMembershipFeeQuery();
  const checkout = useStartMembershipCheckout();
  const signedIn = useAuth().state !== 'loggedOut';
  const mine = useMyMembershipQuery(signedIn);
  const [netId, setNetId] = useState('');
  // The signed-in person's own NetID, filled in once it is known (and never over what they typed).
  const ownNetId = mine.data?.netId;
  useEffect(() => {
    if (ownNetId) setNetId((typed) => typed || ownNetId);
  }, [ownNetId]);
  const value = netId.trim().toLowerCase();
  const error = value && !isValidNetId(value) ? 'Please enter a valid NetID.' : null;

  const submit = () => {
    if (!value || error) return;
    checkout.mutate(value, { onSuccess: ({ url }) => window.location.assign(url) });
  };
  const paidSince = mine.data?.paidSince;

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>{paidSince ? 'Your Membership' : 'Become a Member'}</Title>
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
          {paidSince && !paid && (
            <Alert
              color="green"
              title="You are a paid member"
              role="status"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              Your NetID, {mine.data?.netId}, has been a paid member since {formatDate(paidSince)}. Membership does not
              expire: there is nothing to pay.
            </Alert>
          )}
          {!paidSince && (
            <Text>
              Membership costs {fee.data ? dollars(fee.data.amountCents) : '…'}. Enter your NetID and pay by card; the
              confirmation goes to your university email.
            </Text>
          )}
          {checkout.isError && (
            <Alert color="red" title="Could not start the payment" role="alert">
              {errorMessage(checkout.error, 'Please try again or contact support.')}
            </Alert>
          )}
          {!paidSince && (
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
                <Button type="submit" loading={checkout.isPending} disabled={!value || Boolean(error) || !fee.data}>
                  {fee.data ? `Pay ${dollars(fee.data.amountCents)}` : 'Pay'}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
