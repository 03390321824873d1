import { Button, type ButtonProps } from '@mantine/core';
import type { ApiKeySummary } from '@cp/contracts/api-keys';
import { displayKeyId } from './key-format';

/** 'View Details' of one key, in its table row and on its phone card; named after the key for screen readers. */
export function ViewKeyButton({
  apiKey,
  onView,
  ...props
}: ButtonProps & { apiKey: ApiKeySummary; onView: (key: ApiKeySummary) => void }) {
  return (
    <Button
      size="xs"
      variant="light"
      {...props}
      onClick={() => onView(apiKey)}
      aria-label={`View details of ${displayKeyId(apiKey.keyId)}`}
    >
      View Details
    </Button>
  );
}
