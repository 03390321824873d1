/** Cents as dollars, e.g. 1500 -> '$15.00'. The store counts in cents; people read dollars. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
