import dayjs from 'dayjs';
import {
  apiKeyRolesOnWire,
  createApiKeyRequest,
  minimumExpirySeconds,
  policyDocumentSchema,
  type ApiKeyRole,
  type CreateApiKeyRequest,
} from '@cp/contracts/api-keys';

export interface CreateKeyValues {
  roles: string[];
  description: string;
  /** The picker's local date-time string, or null for a key that never expires. */
  expiresAt: string | null;
  policy: string;
}

export const emptyCreateKeyValues: CreateKeyValues = { roles: [], description: '', expiresAt: null, policy: '' };

export const expiryError = 'The expiry must be at least 24 hours from now.';

/** The earliest choice offered: a few minutes past 24 hours, so it is still valid when sent. */
export const earliestExpiry = () =>
  dayjs()
    .add(minimumExpirySeconds + 5 * 60, 'second')
    .startOf('minute');

export function expiryProblem(expiresAt: string | null): string | null {
  if (!expiresAt) return null;
  return dayjs(expiresAt).unix() < dayjs().unix() + minimumExpirySeconds ? expiryError : null;
}

/** 'Invalid JSON' for text that does not parse; blank means no policy. */
export function parsePolicy(text: string): { ok: true; value: unknown } | { ok: false } {
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The spec's rule for the Create button: a role and a non-blank description. The expiry and the
 * policy are checked on Create instead, so that a bad policy gets the spec's notification.
 */
export function canCreate(values: CreateKeyValues): boolean {
  return values.roles.length > 0 && values.description.trim().length > 0;
}

/**
 * The request; 'policy' when the document does not parse or is not a valid policy document;
 * null for a problem its field shows (an expiry under 24 hours).
 */
export function toCreateRequest(values: CreateKeyValues): CreateApiKeyRequest | 'policy' | null {
  const parsed = parsePolicy(values.policy);
  if (!parsed.ok) return 'policy';
  if (parsed.value !== undefined && !policyDocumentSchema.safeParse(parsed.value).success) return 'policy';
  if (expiryProblem(values.expiresAt)) return null;
  const request = {
    // Chosen by name on the screen, sent as the platform's values (decision 0038).
    roles: apiKeyRolesOnWire(values.roles as ApiKeyRole[]),
    description: values.description.trim(),
    ...(values.expiresAt ? { expiresAt: dayjs(values.expiresAt).unix() } : {}),
    ...(parsed.value !== undefined ? { restrictions: parsed.value } : {}),
  };
  return createApiKeyRequest.safeParse(request).success ? (request as CreateApiKeyRequest) : null;
}
