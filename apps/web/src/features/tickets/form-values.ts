import type {
  CheckInRequest,
  ItemType,
  SaveItemRequest,
  StoreCheckoutRequest,
  TicketItem,
} from '@cp/contracts/tickets';
import { fromPortalWallClock, toPortalWallClock } from '../../lib/time';
import type { ItemKind } from './item-status';

/** What the scan page's manual entry edits: the check-in call's fields as typed. */
export interface ManualEntryValues {
  type: ItemType;
  email: string;
  stripePi: string;
}

export const emptyManualEntryValues: ManualEntryValues = { type: 'ticket', email: '', stripePi: '' };

/**
 * A store order's number as the camera reads it or a volunteer types it (any case, stray spaces),
 * or null: such a code opens the order's pickup, not a ticket check-in.
 */
export function orderNumberOf(code: string): string | null {
  const text = code.trim().toLowerCase();
  return text.startsWith('ord_') ? text : null;
}

/** The check-in body: the typed email and id without stray spaces. */
export function toCheckInRequest(values: ManualEntryValues): CheckInRequest {
  return { type: values.type, email: values.email.trim(), stripePi: values.stripePi.trim() };
}

/** The store page's purchase form starts at a quantity of one, with no size chosen. */
export const emptyPurchaseValues: StoreCheckoutRequest = { email: '', quantity: 1, size: undefined, netId: '' };

export type SalesMode = 'off' | 'now' | 'date';
export interface ItemFormValues {
  type: ItemKind;
  itemName: string;
  priceDollars: { member: number | string; nonMember: number | string };
  eventCapacity: number | string | null;
  sizes: SaveItemRequest['sizes'];
  salesMode: SalesMode;
  /** `datetime-local` value, a Chicago wall-clock time (spec section 9), whatever the browser's zone. */
  opensAt: string;
}

export interface ItemFormTarget {
  kind: ItemKind;
  item?: TicketItem;
}

export function initialItemValues({ kind, item }: ItemFormTarget): ItemFormValues {
  const future = item && item.itemSalesActive !== false && new Date(item.itemSalesActive) > new Date();
  return {
    type: kind,
    itemName: item?.itemName ?? '',
    priceDollars: { member: item?.priceDollars.member ?? '', nonMember: item?.priceDollars.nonMember ?? '' },
    eventCapacity: item?.eventCapacity ?? (kind === 'ticket' ? '' : null),
    sizes: item?.sizes ?? [],
    salesMode: !item || item.itemSalesActive === false ? 'off' : future ? 'date' : 'now',
    opensAt: future && item.itemSalesActive !== false ? toPortalWallClock(item.itemSalesActive) : '',
  };
}

/** Values as the API takes them; the same schema validates the form and the server. */
export function toSaveItemRequest(v: ItemFormValues): SaveItemRequest {
  const num = (x: number | string | null) => (x === '' || x === null ? undefined : Number(x));
  const opens = v.salesMode === 'date' && v.opensAt ? fromPortalWallClock(v.opensAt) : v.salesMode === 'now';
  return {
    type: v.type,
    itemName: v.itemName,
    priceDollars: { member: num(v.priceDollars.member) as number, nonMember: num(v.priceDollars.nonMember) as number },
    eventCapacity: v.type === 'ticket' ? (num(v.eventCapacity) ?? null) : null,
    sizes: v.type === 'merch' ? v.sizes : [],
    itemSalesActive: v.salesMode === 'date' && !v.opensAt ? false : opens,
  };
}
