import { Alert, Card, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { testCheckoutNotice } from '../local-provider';

/** The frame of the local provider's pages: what is paid, and that it is a test checkout. */
export function TestCheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack maw={520} mx="auto" gap="md" component="section" aria-labelledby="checkout-title">
      <Title order={1} id="checkout-title">
        {title}
      </Title>
      <Alert color="yellow" title={testCheckoutNotice.title}>
        {testCheckoutNotice.text}
      </Alert>
      <Card withBorder padding="lg">
        <Stack gap="sm">{children}</Stack>
      </Card>
    </Stack>
  );
}
