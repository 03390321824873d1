import { describe, expect, it } from 'vitest';
import { orderPageUrl, orderTotals } from '../store';
import { purchaseEmail } from './purchase-email';
import type { ItemRow, PurchaseRow } from './repository';

const portal = 'https://portal.example';
const order = (changes: Partial<Parameters<typeof orderTotals>[0]>) => ({
  id: '0123456789abcdef0123456789abcdef',
  buyer: 'mia@illinois.edu',
  promoCode: null,
  subtotalCents: 2_500,
  discountCents: 0,
  totalCents: 2_500,
  ...changes,
});

describe("a single item's order confirmation (the ticket routes' checkout)", () => {
  const item = { id: 'winter-formal', name: 'Winter Formal', type: 'ticket' } as ItemRow;
  const purchase = {
    id: '0123456789abcdef0123456789abcdef',
    itemId: 'winter-formal',
    type: 'ticket',
    email: 'mia@illinois.edu',
    quantity: 1,
    size: null,
    paymentIntentId: 'pi_1',
  } as PurchaseRow;

  it("names a ticket's tier, calls it an order, states what was paid and links its page", async () => {
    const bought = order({});
    const mail = await purchaseEmail(item, purchase, undefined, {
      variantName: 'Early Bird',
      totals: orderTotals(bought),
      page: orderPageUrl(bought, portal),
    });
    expect(mail.subject).toBe('Your ticket: Winter Formal (Early Bird)');
    expect(mail.text).toContain('Thank you for your order of Winter Formal (Early Bird).');
    expect(mail.text).toContain('Subtotal: $25.00\nTotal paid: $25.00\n');
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).toContain(`Ticket ID: ${purchase.id}`);
    expect(mail.text).toContain(`Your order: ${portal}/home/orders#order-${purchase.id}`);
    expect(mail.text).not.toContain('purchase');
  });

  it('names no "General" variant', async () => {
    const mail = await purchaseEmail(item, purchase, undefined, { variantName: 'General', totals: [] });
    expect(mail.text).toContain('Thank you for your order of Winter Formal.');
  });
});
