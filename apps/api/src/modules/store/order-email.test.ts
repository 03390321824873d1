import { describe, expect, it } from 'vitest';
import type { OrderLineDetail, OrderRow } from './checkout-repository';
import { orderConfirmationEmail } from './order-email';

const portal = 'https://portal.example';
const order = (changes: Partial<OrderRow> = {}) =>
  ({
    id: 'ord_0123456789abcdef',
    email: 'mia@illinois.edu',
    buyer: 'mia@illinois.edu',
    promoCode: 'WELCOME10',
    subtotalCents: 10_000,
    discountCents: 1_000,
    totalCents: 9_000,
    ...changes,
  }) as OrderRow;
const line = (productName: string, variantName: string, unitPriceCents: number, discountCents: number) =>
  ({
    productName,
    variantName,
    quantity: 1,
    unitPriceCents,
    discountCents,
    eventId: null,
    additionalEmailText: '',
  }) as unknown as OrderLineDetail;

describe("a cart order's confirmation (issue 41, points 2 and 6)", () => {
  const lines = [line('Chapter Hoodie', 'Navy M', 9_000, 900), line('Laptop Sticker Pack', 'General', 1_000, 100)];

  it('names each variant, calls the order an order, and its figures add up with the discount line', () => {
    const mail = orderConfirmationEmail(order(), lines, new Map(), portal);
    expect(mail.text).toContain('Thank you for your order.');
    expect(mail.text).toContain('- Chapter Hoodie (Navy M) × 1: $81.00');
    // "General" is a product without variants: it is not a variant to name.
    expect(mail.text).toContain('- Laptop Sticker Pack × 1: $9.00');
    expect(mail.text).toContain('Subtotal: $100.00\nDiscount (WELCOME10): -$10.00\nTotal paid: $90.00');
    expect(mail.text).toContain('Order: ord_0123456789abcdef');
  });

  it("links a signed-in buyer's order to its page, and a visitor's to none", () => {
    const page = `${portal}/home/orders#order-ord_0123456789abcdef`;
    const mail = orderConfirmationEmail(order(), lines, new Map(), portal);
    expect(mail.text).toContain(`Your order: ${page}`);
    expect(mail.html).toContain(`<a href="${page}">Your order</a>`);
    const visitor = orderConfirmationEmail(order({ buyer: null }), lines, new Map(), portal);
    expect(visitor.text).not.toContain('Your order:');
  });
});
