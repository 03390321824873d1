import { Button, Group } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';

interface WalletLinks {
  appleWalletUrl: string | null;
  googleWalletUrl: string | null;
}

/**
 * "Add to Apple Wallet" (downloads the .pkpass) and "Add to Google Wallet" (Google's save page),
 * each only when the API gave its link: a wallet that is not configured has none.
 */
export function WalletButtons({ links, label }: { links: WalletLinks; label: string }) {
  const { appleWalletUrl, googleWalletUrl } = links;
  if (!appleWalletUrl && !googleWalletUrl) return null;
  return (
    <Group gap="xs" role="group" aria-label={label}>
      {appleWalletUrl && (
        <Button
          component="a"
          href={appleWalletUrl}
          download
          variant="default"
          size="xs"
          leftSection={<IconBrandApple size={16} aria-hidden />}
        >
          Add to Apple Wallet
        </Button>
      )}
      {googleWalletUrl && (
        <Button
          component="a"
          href={googleWalletUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="default"
          size="xs"
          leftSection={<IconBrandGoogle size={16} aria-hidden />}
        >
          Add to Google Wallet
        </Button>
      )}
    </Group>
  );
}
