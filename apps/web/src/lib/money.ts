/** Cents as dollars, e.g. 1500 -> '$15.00'. The store counts in cents; people read dollars. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

/** Dollars as the store item's prices are given, e.g. 15 -> '$15.00'. */
export function formatDollars(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}
