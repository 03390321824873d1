import { z } from 'zod';

export const orgIdSchema = z.string().regex(/^[ASC]\d{2}$/, 'Unknown organization');

export const organizationSummary = z.object({ id: orgIdSchema, name: z.string() });
export type OrganizationSummary = z.infer<typeof organizationSummary>;

/** GET /api/v1/organizations */
export const listOrganizationsResponse = z.array(organizationSummary);
