import type { ClientConfig } from '@cp/contracts/client-config';
import type { AppConfig } from '../config';

/** The public settings the web app reads: GET /api/v1/clientConfig, and inlined in the light page. */
export function clientConfigOf(config: AppConfig): ClientConfig {
  return {
    environment: config.ENVIRONMENT_LABEL,
    emailDomain: config.EMAIL_DOMAIN,
    reimbursementUrl: config.REIMBURSEMENT_URL,
    pizzaRequestUrl: config.PIZZA_REQUEST_URL,
    accessRequestUrl: config.ACCESS_REQUEST_URL,
    infraContactEmail: config.INFRA_CONTACT_EMAIL,
    shortLinkOrigin: config.SHORT_LINK_ORIGIN ?? config.publicUrl,
    payments: config.paymentsMode,
  };
}
