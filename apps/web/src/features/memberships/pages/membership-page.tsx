import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { formatDate } from '../../../lib/time';
import { useClientConfig } from '../../../lib/get-client-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { PaymentsOffAlert, usePaymentsOff } from '../../../components/payments-off';
import { useMyMembershipQuery } from '../../../lib/api/my-membership';
import { useMembershipFeeQuery } from '../api/get-membership-fee';
import { useStartMembershipCheckout } from '../api/start-membership-checkout';
import { membershipTexts, readNetId } from '../membership-payment';

/** /membership (public): a student pays the membership fee for their NetID. */
export default function MembershipPage() {
  usePageTitle(membershipTexts.title);
  const { emailDomain } = useClientConfig();
  const paymentsOff = usePaymentsOff();
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
  const { netId: value, problem: error } = readNetId(netId);

  const submit = () => {
    if (!value || error) return;
    checkout.mutate(value, { onSuccess: ({ url }) => window.location.assign(url) });
  };
  const paidSince = mine.data?.paidSince;

  return (
    <Container size="xs" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack>
          <Title order={1}>{paidSince ? 'Your Membership' : membershipTexts.title}</Title>
          {paid && (
            <Alert
              color="green"
              title={membershipTexts.paidTitle}
              role="status"
              styles={{ title: { color: 'var(--mantine-color-text)' } }}
            >
              {membershipTexts.paid(paid, emailDomain)}
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
          {!paidSince && <Text>{membershipTexts.fee(fee.data?.amountCents)}</Text>}
          {checkout.isError && (
            <Alert color="red" title={membershipTexts.checkoutFailedTitle} role="alert">
              {errorMessage(checkout.error, membershipTexts.checkoutFailed)}
            </Alert>
          )}
          {!paidSince && paymentsOff && <PaymentsOffAlert />}
          {!paidSince && !paymentsOff && (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <Stack>
                <TextInput
                  label="NetID"
                  description={membershipTexts.netIdDescription(emailDomain)}
                  value={netId}
                  onChange={(event) => setNetId(event.currentTarget.value)}
                  error={error}
                  autoComplete="username"
                />
                <Button type="submit" loading={checkout.isPending} disabled={!value || Boolean(error) || !fee.data}>
                  {membershipTexts.pay(fee.data?.amountCents)}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
