// What a cart costs and whether its lines are on sale: plain functions, no database.

/** A line as the buyer will see it named: "Product (Variant)". */
export const lineName = (line: { productName: string; variantName: string }) =>
  `${line.productName} (${line.variantName})`;

export interface SaleWindow {
  salesOpenAt: Date | null;
  closeAt: Date | null;
  variantOpenAt: Date | null;
  variantCloseAt: Date | null;
}

/**
 * On sale: sales have opened and not yet closed, where a ticketed event's product closes when the
 * event starts unless it has a close time of its own; a variant's own window narrows the product's.
 */
export function isOnSaleAt(window: SaleWindow, eventStart: Date | null, now: Date): boolean {
  const closes = window.closeAt ?? eventStart;
  return (
    window.salesOpenAt !== null &&
    window.salesOpenAt <= now &&
    (closes === null || closes > now) &&
    (window.variantOpenAt === null || window.variantOpenAt <= now) &&
    (window.variantCloseAt === null || window.variantCloseAt > now)
  );
}

export interface Discount {
  percentOff: number | null;
  amountOffCents: number | null;
  /** Null: every product. */
  productIds: string[] | null;
}

export interface PricedLine {
  productId: string;
  quantity: number;
  unitPriceCents: number;
  discountCents: number;
}

export const appliesTo = (discount: Discount, productId: string) =>
  discount.productIds === null || discount.productIds.includes(productId);

/**
 * Each line's share of the discount (decision 0020): percent off applies to each eligible line;
 * an amount off applies once to the eligible subtotal, shared across eligible lines in proportion,
 * the cents left by rounding down going one each to the first eligible lines, so shares add up.
 */
export function discountLines<T extends Omit<PricedLine, 'discountCents'>>(
  lines: T[],
  discount: Discount | undefined,
): (T & { discountCents: number })[] {
  const totalOf = (line: T) => line.unitPriceCents * line.quantity;
  if (!discount) return lines.map((line) => ({ ...line, discountCents: 0 }));
  if (discount.percentOff !== null) {
    const percent = discount.percentOff;
    return lines.map((line) => ({
      ...line,
      discountCents: appliesTo(discount, line.productId) ? Math.round((totalOf(line) * percent) / 100) : 0,
    }));
  }
  const eligible = lines.filter((line) => appliesTo(discount, line.productId));
  const eligibleTotal = eligible.reduce((sum, line) => sum + totalOf(line), 0);
  const amount = Math.min(discount.amountOffCents ?? 0, eligibleTotal);
  const shares = lines.map((line) =>
    appliesTo(discount, line.productId) && eligibleTotal > 0 ? Math.floor((amount * totalOf(line)) / eligibleTotal) : 0,
  );
  let left = amount - shares.reduce((sum, share) => sum + share, 0);
  lines.forEach((line, i) => {
    if (left > 0 && appliesTo(discount, line.productId) && shares[i]! < totalOf(line)) {
      shares[i]! += 1;
      left -= 1;
    }
  });
  return lines.map((line, i) => ({ ...line, discountCents: shares[i]! }));
}

export function orderTotals(lines: PricedLine[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return { subtotalCents, discountCents, totalCents: subtotalCents - discountCents };
}

/**
 * What the payment provider is asked for, line by line, adding up to the order's total. A line
 * whose discount does not divide evenly by its quantity is asked as one item at its line total
 * ("× 3"), since a provider takes whole cents per unit; free lines are left out.
 */
export function providerLineItems(lines: (PricedLine & { name: string })[]) {
  return lines
    .map((line) => {
      const total = line.unitPriceCents * line.quantity - line.discountCents;
      return total % line.quantity === 0
        ? { name: line.name, unitAmountCents: total / line.quantity, quantity: line.quantity }
        : { name: `${line.name} × ${line.quantity}`, unitAmountCents: total, quantity: 1 };
    })
    .filter((item) => item.unitAmountCents > 0);
}
