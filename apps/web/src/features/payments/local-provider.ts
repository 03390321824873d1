// The local payment provider's public pages: API paths and texts shared by the portal's versions
// (Mantine, schemas, a query cache) and the light pages for visitors (plain, decision 0032).

/** GET: a hosted checkout; POST `/pay` or `/cancel` finishes it. */
export const localCheckoutPath = (id: string) => `/api/v1/payments/local/checkouts/${encodeURIComponent(id)}`;

/** GET: a payment link; POST `/pay` pays it. */
export const localPaymentLinkPath = (id: string) => `/api/v1/payments/local/links/${encodeURIComponent(id)}`;

/** What the provider's pages say when a load fails: a missing id is told apart from the rest. */
export const localLoadFailure = {
  checkout: { missing: 'This checkout does not exist.', failed: 'Failed to load this checkout.' },
  link: { missing: 'This payment link does not exist.', failed: 'Failed to load this payment link.' },
} as const;

/** Under every page's title: the stub provider takes no card and charges nothing. */
export const testCheckoutNotice = {
  title: 'Test checkout',
  text: 'This is a test checkout: no card details are asked and no money is charged.',
} as const;
