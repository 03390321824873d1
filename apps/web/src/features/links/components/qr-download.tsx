import { useState } from 'react';
import { Button, Group, Image, Select, Stack, Switch } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { qrFileName, qrPngSizes, qrPngUrl, qrSvgUrl, type QrPngSize } from '../qr-urls';

const sizeOptions = qrPngSizes.map((size) => ({ value: String(size), label: `${size} × ${size} px` }));

interface QrDownloadProps {
  slug: string;
  /** The short URL the code opens, to name the preview for screen readers. */
  shortUrl: string;
  preview?: boolean;
}

/**
 * The link's QR code as SVG (for print) or PNG of a chosen size, with or without the chapter's
 * logo. Plain links with `download`: the browser fetches them with the session cookie and saves
 * them under the slug's name, so nothing is held in memory here.
 */
export function QrDownload({ slug, shortUrl, preview = false }: QrDownloadProps) {
  const [size, setSize] = useState<QrPngSize>(512);
  const [logo, setLogo] = useState(false);
  const icon = <IconDownload size={14} aria-hidden />;
  return (
    <Stack gap="sm">
      {preview && (
        <Image
          src={qrSvgUrl(slug, logo)}
          alt={`QR code that opens ${shortUrl}`}
          w={160}
          h={160}
          fit="contain"
          radius="sm"
          // The code is black on white; it stays so in dark mode, or phones could not read it.
          bg="white"
          p={4}
        />
      )}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="PNG size"
          data={sizeOptions}
          value={String(size)}
          onChange={(value) => value && setSize(Number(value) as QrPngSize)}
          allowDeselect={false}
          w={170}
        />
        <Switch label="With logo" checked={logo} onChange={(event) => setLogo(event.currentTarget.checked)} mb={8} />
      </Group>
      <Group gap="sm">
        <Button
          component="a"
          href={qrSvgUrl(slug, logo)}
          download={qrFileName(slug, 'svg')}
          variant="default"
          size="xs"
          leftSection={icon}
        >
          QR (SVG)
        </Button>
        <Button
          component="a"
          href={qrPngUrl(slug, size, logo)}
          download={qrFileName(slug, 'png')}
          variant="default"
          size="xs"
          leftSection={icon}
        >
          QR (PNG)
        </Button>
      </Group>
    </Stack>
  );
}
