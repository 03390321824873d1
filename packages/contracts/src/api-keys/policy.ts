import { z } from 'zod';
import { orgIdSchema } from '../organizations';

/** The message of every policy document that is not valid (spec section 5, "API key"). */
export const invalidPolicyDocument = 'Invalid policy document!';

/** A membership list id: the paid list `acmpaid` or an external list's id. */
export const membershipListIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/);

const ids = <T extends z.ZodType>(id: T) => z.array(id).min(1).max(100);

/** Writes to events: the event's host must be listed, and the event must not be featured. */
export const eventsHostRestrictionPolicy = z.strictObject({
  name: z.literal('EventsHostRestrictionPolicy'),
  params: z.strictObject({ host: ids(orgIdSchema) }),
});

/** Membership queries may read only the listed lists. */
export const membershipListQueryPolicy = z.strictObject({
  name: z.literal('MembershipListQueryPolicy'),
  params: z.strictObject({ list: ids(membershipListIdSchema) }),
});

/** The restrictions schema (spec/decisions.md, "API keys"): a JSON array of policies. */
export const policyDocumentSchema = z
  .array(z.discriminatedUnion('name', [eventsHostRestrictionPolicy, membershipListQueryPolicy]))
  .max(20);
export type ApiKeyRestriction = z.infer<typeof policyDocumentSchema>[number];
export type ApiKeyPolicyName = ApiKeyRestriction['name'];

/** Any invalid document, whatever is wrong with it, gets the one message of the spec. */
export const restrictionsField = z
  .unknown()
  .refine((value) => policyDocumentSchema.safeParse(value).success, invalidPolicyDocument)
  .pipe(policyDocumentSchema);

/** The sample shown in the create dialog: a key that may only write events hosted by S01. */
export const samplePolicyDocument: ApiKeyRestriction[] = [
  { name: 'EventsHostRestrictionPolicy', params: { host: ['S01'] } },
];
