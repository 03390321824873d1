import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Group, Image, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconQrcode } from '@tabler/icons-react';
import { toDataURL } from 'qrcode';
import { CopyUrlButton } from '../../../components/copy-url-button';

export const storeUrl = (itemId: string) => `${window.location.origin}/store/${encodeURIComponent(itemId)}`;

/** The item's public store page: copy its address, or show its QR code for a flyer. */
export function StoreLink({ itemId, itemName }: { itemId: string; itemName: string }) {
  const url = storeUrl(itemId);
  const [opened, setOpened] = useState(false);
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (!opened || qr) return;
    let current = true;
    void toDataURL(url, { margin: 2, width: 240 }).then((data) => current && setQr(data));
    return () => {
      current = false;
    };
  }, [opened, qr, url]);

  return (
    <Group gap={2} wrap="nowrap">
      <CopyUrlButton url={url} label="Copy store link" />
      <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow shadow="md">
        <Popover.Target>
          <Tooltip label="Store QR code" withArrow>
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Store QR code for ${itemName}`}
              onClick={() => setOpened((o) => !o)}
            >
              <IconQrcode size={16} />
            </ActionIcon>
          </Tooltip>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs" align="center">
            {qr ? (
              <Image src={qr} w={200} h={200} alt={`QR code of the store page of ${itemName}`} />
            ) : (
              <Text size="sm">Drawing the QR code…</Text>
            )}
            <Anchor href={url} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {url}
            </Anchor>
            {qr && (
              <Anchor href={qr} download={`${itemId}-store-qr.png`} size="sm">
                Download the QR code
              </Anchor>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
