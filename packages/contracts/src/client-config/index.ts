import { z } from 'zod';

/** GET /api/v1/clientConfig: public settings the web app needs before sign-in. */
export const clientConfigResponse = z.object({
  environment: z.string(),
  emailDomain: z.string(),
  reimbursementUrl: z.string(),
  pizzaRequestUrl: z.string(),
  accessRequestUrl: z.string(),
  infraContactEmail: z.string(),
  shortLinkOrigin: z.string(),
});
export type ClientConfig = z.infer<typeof clientConfigResponse>;
