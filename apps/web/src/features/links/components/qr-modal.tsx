import { Code, Modal, Stack, Text } from '@mantine/core';
import type { Link } from '@cp/contracts/links';
import { QrDownload } from './qr-download';

interface QrModalProps {
  /** The link whose code to offer; the dialog is open while one is set. */
  link: Link | null;
  shortUrl: string;
  onClose: () => void;
}

/** The list's QR action: the same preview and downloads as the edit page, in a dialog. */
export function QrModal({ link, shortUrl, onClose }: QrModalProps) {
  return (
    <Modal opened={link !== null} onClose={onClose} title="QR code" centered>
      {link && (
        <Stack gap="sm">
          <Text size="sm">
            Scans open <Code>{shortUrl}</Code> and are counted as QR scans.
          </Text>
          <QrDownload slug={link.slug} shortUrl={shortUrl} preview />
        </Stack>
      )}
    </Modal>
  );
}
