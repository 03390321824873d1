import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';

interface Props {
  id: string;
  title: string;
  /** What is loaded, for the loading and error messages ("your tickets"). */
  what: string;
  loading: boolean;
  error: Error | null;
  children?: ReactNode;
}

/** A titled part of the home: a skeleton while loading, the error as an alert, else its content. */
export function HomeSection({ id, title, what, loading, error, children }: Props) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {error ? (
        <Alert color="red" title={`Failed to load ${what}`} role="alert">
          {errorMessage(error, 'Please try again later.')}
        </Alert>
      ) : loading ? (
        <Skeleton height={96} radius="md" role="status" aria-label={`Loading ${what}`} />
      ) : (
        children
      )}
    </Stack>
  );
}
