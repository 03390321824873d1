import { z } from 'zod';
import { paymentsModes } from '../payments';

/** GET /api/v1/clientConfig: public settings the web app needs before sign-in. */
export const clientConfigResponse = z.object({
  environment: z.string(),
  emailDomain: z.string(),
  reimbursementUrl: z.string(),
  pizzaRequestUrl: z.string(),
  accessRequestUrl: z.string(),
  infraContactEmail: z.string(),
  shortLinkOrigin: z.string(),
  /** Whether anything can be paid here: 'off' and the pages say so instead of offering Pay. */
  payments: z.enum(paymentsModes),
});
export type ClientConfig = z.infer<typeof clientConfigResponse>;
