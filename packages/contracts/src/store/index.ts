// The store (decision 0020): products with variants, a cart's one checkout, promo codes, orders.
export { storePickupRoles, storeManagerRoles } from '../roles';
export * from './products';
export * from './checkout';
export * from './promo-codes';
export * from './orders';
