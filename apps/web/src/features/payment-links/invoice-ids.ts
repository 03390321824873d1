import type { PaymentLink } from '@cp/contracts/payment-links';

/** Invoice ids compare as a treasurer reads them: no case, no surrounding spaces. */
const normal = (invoiceId: string) => invoiceId.trim().toLowerCase();

/** The listed links already made for this invoice id (a second one is allowed, but said). */
export function linksForInvoice(links: readonly PaymentLink[] | undefined, invoiceId: string): PaymentLink[] {
  const wanted = normal(invoiceId);
  return wanted ? (links ?? []).filter((link) => normal(link.invoiceId) === wanted) : [];
}

/** The ids of links that share their invoice id with another listed link. */
export function sharedInvoiceLinkIds(links: readonly PaymentLink[] | undefined): ReadonlySet<string> {
  const byInvoice = new Map<string, string[]>();
  for (const link of links ?? [])
    byInvoice.set(normal(link.invoiceId), [...(byInvoice.get(normal(link.invoiceId)) ?? []), link.id]);
  return new Set([...byInvoice.values()].filter((ids) => ids.length > 1).flat());
}

export const paymentLinksCsvColumns = [
  'Invoice ID',
  'Amount (USD)',
  'Paid (USD)',
  'Active',
  'Contact',
  'Contact email',
  'Created',
  'Created by',
  'Link',
] as const;

const dollars = (cents: number) => (cents / 100).toFixed(2);
export const paymentLinksCsvRows = (links: readonly PaymentLink[]) =>
  links.map((l) => [
    l.invoiceId,
    dollars(l.invoiceAmountUsd),
    dollars(l.paidAmountUsd),
    l.active ? 'yes' : 'no',
    l.contactName,
    l.contactEmail,
    l.createdAt,
    l.userId,
    l.link,
  ]);
