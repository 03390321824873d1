import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Alert, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { usePersonalTokenQuery } from '../api/get-personal-token';

const size = 240;

/** The token drawn as a QR code (a data URL), or null while drawing. */
function useQrDataUrl(token: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    QRCode.toDataURL(token, { width: size, margin: 2, errorCorrectionLevel: 'M' })
      .then((drawn) => current && setUrl(drawn))
      .catch(() => current && setUrl(null));
    return () => {
      current = false;
    };
  }, [token]);
  return token ? url : null;
}

/** "Your check-in code": the member's personal QR, shown at the door of any event they RSVP'd to. */
export function PersonalQr() {
  const token = usePersonalTokenQuery();
  const url = useQrDataUrl(token.data);
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
