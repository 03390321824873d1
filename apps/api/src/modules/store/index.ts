// What other modules may ask of the store (modules/README.md: a module's public face).
export {
  generalVariantName,
  writeItemVariants,
  itemNeedsVariant,
  variantOfItem,
  type ItemShape,
} from './item-variants';
export { isMemberBuyer, personOf, visitorActor, type CheckoutOrigin } from './checkout';
export { ordersOfBuyer } from './orders';
export { ordersAwaitingPickupSql } from './orders-repository';
export { lineName } from './cart-pricing';
export { emailLineName, orderPageUrl, orderTotals } from './order-email';
export { findOrderLines } from './checkout-repository';
export { buyerEmailsSql, eventTicketBuyerEmailsSql } from './audience';
export { ordersAwaitingPickup } from './pickup-waiting';
export { decodeImage } from './image';
export { holdItemOrder, itemOrderPurpose, unitsHeldByExpiredOrders, type ItemOrder } from './item-checkout';
export { giveBackOrder, releaseExpiredOrders } from './order-expiry';
export { newOrderId } from './checkout';
export { recordPaidItemOrders, type PaidItemOrder } from '../../db/recorded-orders';
export { addItemVariantsWhereMissing } from './products-repository';
