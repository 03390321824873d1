import type { Purchase } from '@cp/contracts/tickets';
import { purchaseStatus } from './item-status';

export interface SalesTotals {
  /** Items sold and not refunded (a purchase of 3 counts 3). */
  sold: number;
  fulfilled: number;
  /** Purchases refunded. */
  refunded: number;
  /** Cents paid for what was not refunded. */
  revenueCents: number;
}

export function salesTotals(purchases: readonly Purchase[]): SalesTotals {
  const totals: SalesTotals = { sold: 0, fulfilled: 0, refunded: 0, revenueCents: 0 };
  for (const p of purchases) {
    if (p.refunded) {
      totals.refunded += 1;
      continue;
    }
    totals.sold += p.purchaserData.quantity;
    if (p.fulfilled) totals.fulfilled += p.purchaserData.quantity;
    totals.revenueCents += p.amountCents;
  }
  return totals;
}

/** The purchases whose email, ticket id, size or status contain the search (any letter case). */
export function searchPurchases(purchases: readonly Purchase[], search: string): Purchase[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...purchases];
  return purchases.filter((p) =>
    [p.purchaserData.email, p.ticketId, p.purchaserData.size ?? '', purchaseStatus(p)].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}

export const salesCsvColumns = ['Email', 'Status', 'Quantity', 'Size', 'Ticket ID', 'Paid (USD)'] as const;

export const salesCsvRows = (purchases: readonly Purchase[]) =>
  purchases.map((p) => [
    p.purchaserData.email,
    purchaseStatus(p),
    p.purchaserData.quantity,
    p.purchaserData.size ?? '',
    p.ticketId,
    (p.amountCents / 100).toFixed(2),
  ]);
