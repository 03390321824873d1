// What other modules may ask of the store (modules/README.md: a module's public face).
export { syncItemVariants, countItemPurchase, itemNeedsVariant, type ItemShape } from './sync-item-variants';
export { isMemberBuyer, personOf, visitorActor, type CheckoutOrigin } from './checkout';
export { ordersOfBuyer } from './orders';
export { ordersAwaitingPickupSql } from './orders-repository';
export { lineName } from './cart-pricing';
export { buyerEmailsSql, eventTicketBuyerEmailsSql } from './audience';
export { ordersAwaitingPickup } from './pickup-waiting';
export { decodeImage } from './image';
