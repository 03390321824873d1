import type { CheckInRequest, ItemType, StoreCheckoutRequest } from '@cp/contracts/tickets';

/** What the scan page's manual entry edits: the check-in call's fields as typed. */
export interface ManualEntryValues {
  type: ItemType;
  email: string;
  stripePi: string;
}

export const emptyManualEntryValues: ManualEntryValues = { type: 'ticket', email: '', stripePi: '' };

/** The check-in body: the typed email and id without stray spaces. */
export function toCheckInRequest(values: ManualEntryValues): CheckInRequest {
  return { type: values.type, email: values.email.trim(), stripePi: values.stripePi.trim() };
}

/** The store page's purchase form starts at a quantity of one, with no size chosen. */
export const emptyPurchaseValues: StoreCheckoutRequest = { email: '', quantity: 1, size: undefined, netId: '' };
