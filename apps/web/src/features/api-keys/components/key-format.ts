import dayjs from 'dayjs';
import { apiKeyPrefix } from '@cp/contracts/api-keys';

/** The id as the list shows it: with the fixed prefix every key starts with. */
export const displayKeyId = (keyId: string) => `${apiKeyPrefix}${keyId}`;

/** Key times are shown in the viewer's own time zone (the page says so). */
export const formatLocal = (epochSeconds: number) => dayjs.unix(epochSeconds).format('MMM D, YYYY h:mm A');

export const formatExpiry = (epochSeconds: number | undefined) =>
  epochSeconds === undefined ? 'Never' : formatLocal(epochSeconds);

export const ownerLabel = (owner: string, me: string | undefined) => (owner === me ? 'You' : owner);
