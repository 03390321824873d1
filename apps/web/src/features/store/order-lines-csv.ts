import { orderStatusWord, type LineItem } from '@cp/contracts/store';
import type { CsvCell } from '../../components/export-csv-button';

/** The Export CSV of a product's orders: one row per order line, money in dollars, times in ISO. */
export const orderLineColumns = [
  'Order ID',
  'Line ID',
  'Email',
  'Variant',
  'Quantity',
  'Unit price',
  'Discount',
  'Status',
  'Fulfilled',
  'Created',
] as const;

export function orderLineCells(line: LineItem): CsvCell[] {
  return [
    line.orderId,
    line.lineItemId,
    line.userId,
    line.variantName,
    line.quantity,
    (line.unitPriceCents / 100).toFixed(2),
    (line.discountCents / 100).toFixed(2),
    orderStatusWord(line),
    line.isFulfilled ? 'yes' : 'no',
    new Date(line.createdAt * 1000).toISOString(),
  ];
}
