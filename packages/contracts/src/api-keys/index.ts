import { z } from 'zod';
import { apiKeyRoles, roleFromWire, roleToWire, type AppRole } from '../roles';
import { roleOnWire } from '../role-wire';
import { restrictionsField } from './policy';
export { apiKeyManagerRoles } from '../roles';

export * from './policy';

/** Only the roles decisions.md offers for keys; a key can never manage keys or read audit logs. */
export { apiKeyRoles };
export type ApiKeyRole = (typeof apiKeyRoles)[number];
/** The roles a key may hold as the create form sends them. */
export const apiKeyRolesOnWire = (roles: readonly ApiKeyRole[]) => roles.map(roleToWire);

/** `acmuiuc_<id>_<secret>_<checksum>` (spec/decisions.md, "API keys"). */
export const apiKeyPrefix = 'acmuiuc_';
export const apiKeyPattern = /^acmuiuc_([0-9a-f]{12})_([0-9a-f]{64})_([0-9a-f]{6})$/;

/** The earliest expiry: 24 hours from now (spec section 9). */
export const minimumExpirySeconds = 24 * 60 * 60;
export const maxDescriptionLength = 200;

export const keyIdSchema = z.string().regex(/^[0-9a-f]{12}$/, 'Not a valid API key id.');
export const keyIdParams = z.object({ keyId: keyIdSchema });

const epochSeconds = z.number().int().nonnegative();

/** POST /api/v1/apiKey/org. The create dialog validates with the same rules. */
export const createApiKeyRequest = z.object({
  // The platform's values (`manage:events`) on the wire, read as our names (decision 0038).
  roles: z
    .array(
      z.string().transform((value, ctx) => {
        const role = roleFromWire(value);
        if (role && (apiKeyRoles as readonly AppRole[]).includes(role)) return role as ApiKeyRole;
        ctx.addIssue({ code: 'custom', message: 'Not a role an API key may hold.' });
        return z.NEVER;
      }),
    )
    .min(1, 'Select at least one role.')
    .max(apiKeyRoles.length)
    .refine((roles) => new Set(roles).size === roles.length, 'Each role only once.'),
  description: z
    .string({ error: 'Description is required.' })
    .trim()
    .min(1, 'Description is required.')
    .max(maxDescriptionLength, `At most ${maxDescriptionLength} characters.`),
  expiresAt: epochSeconds
    .refine(
      (at) => at >= Math.floor(Date.now() / 1000) + minimumExpirySeconds,
      'The expiry must be at least 24 hours from now.',
    )
    .optional(),
  restrictions: restrictionsField.optional(),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequest>;

/** The only time the secret is ever shown. */
export const createApiKeyResponse = z.object({ apiKey: z.string() });

/** One key as the list shows it; times in epoch seconds, optional fields absent when unset. */
export const apiKeySummary = z.object({
  keyId: z.string(),
  description: z.string(),
  owner: z.string(),
  createdAt: epochSeconds,
  expiresAt: epochSeconds.optional(),
  roles: z.array(roleOnWire),
  restrictions: z.array(z.object({ name: z.string(), params: z.record(z.string(), z.unknown()) })).optional(),
  /** When the key last made a request; absent if never. */
  lastUsedAt: epochSeconds.optional(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummary>;

/** GET /api/v1/apiKey/org */
export const listApiKeysResponse = z.array(apiKeySummary);
