import type { ApiKeySummary } from '@cp/contracts/api-keys';

export interface ApiKeysViewProps {
  /** undefined while loading. */
  keys: ApiKeySummary[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (keyId: string) => void;
  onView: (key: ApiKeySummary) => void;
  /** The signed-in user's email: their keys show 'You'. */
  me: string | undefined;
}

export const emptyText = 'No API keys found. Click "Create API Key" to get started.';
