import { z } from 'zod';

/** spec/decisions.md, "Events": at most 10 keys, keys up to 50 and values up to 1000 characters. */
export const eventMetadataLimits = { maxKeys: 10, maxKeyLength: 50, maxValueLength: 1000 } as const;

export const metadataKeySchema = z
  .string()
  .trim()
  .min(1, 'Key is required')
  .max(eventMetadataLimits.maxKeyLength, `Key must be at most ${eventMetadataLimits.maxKeyLength} characters`);

export const metadataValueSchema = z
  .string()
  .trim()
  .min(1, 'Value is required')
  .max(eventMetadataLimits.maxValueLength, `Value must be at most ${eventMetadataLimits.maxValueLength} characters`);

/** One row of the metadata editor; the server checks every entry of the map with the same rules. */
export const metadataEntrySchema = z.object({ key: metadataKeySchema, value: metadataValueSchema });
export type MetadataEntry = z.infer<typeof metadataEntrySchema>;

export const tooManyMetadataKeysMessage = `Metadata can have at most ${eventMetadataLimits.maxKeys} keys`;

export const eventMetadataSchema = z.record(z.string(), z.string()).superRefine((metadata, ctx) => {
  const entries = Object.entries(metadata);
  if (entries.length > eventMetadataLimits.maxKeys)
    ctx.addIssue({ code: 'custom', message: tooManyMetadataKeysMessage });
  for (const [key, value] of entries) {
    const result = metadataEntrySchema.safeParse({ key, value });
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: [key, ...issue.path], message: issue.message });
    }
  }
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;

/** The metadata key under which the event form records the template it started from (spec section 3). */
export const templateUsedKey = 'templateUsed';
