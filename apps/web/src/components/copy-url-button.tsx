import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * Copies a URL; the icon and tooltip say 'Copied' for one second (spec section 9).
 * `label` is the tooltip before copying, e.g. 'Copy short link'.
 */
export function CopyUrlButton({ url, label }: { url: string; label: string }) {
  return (
    <CopyButton value={url} timeout={1000}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied' : label} withArrow position="top">
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={copied ? `Copied ${url}` : `Copy ${url}`}
          >
            {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
