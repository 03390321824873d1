import { Alert, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQrDataUrl } from '../../../components/qr-code-image';
import { errorMessage } from '../../../lib/api-client';
import { usePersonalTokenQuery } from '../api/get-personal-token';

const size = 240;

/** "Your check-in code": the member's personal QR, shown at the door of any event they RSVP'd to. */
export function PersonalQr() {
  const token = usePersonalTokenQuery();
  const url = useQrDataUrl(token.data, size);
  return (
    <Stack gap="xs" component="section" aria-labelledby="personal-qr-heading">
      <Title order={2} size="h3" id="personal-qr-heading">
        Your check-in code
      </Title>
      <Text size="sm" c="dimmed">
        Show this at the door of any event you RSVP to. It names only you: keep it to yourself.
      </Text>
      {token.isError && (
        <Alert color="red" title="Failed to load your check-in code" role="alert">
          {errorMessage(token.error, 'Please try again later.')}
        </Alert>
      )}
      {token.isPending && <Skeleton height={size} width={size} role="status" aria-label="Loading your check-in code" />}
      {url && (
        <Image
          src={url}
          alt="Your personal check-in QR code"
          w={size}
          h={size}
          fit="contain"
          radius="sm"
          bg="white"
          style={{ imageRendering: 'pixelated' }}
        />
      )}
    </Stack>
  );
}
