import type { CreateProductRequest, Product, PromoCodeRequest } from '@cp/contracts/store';
import { fromPortalWallClock, inPortalTime } from '../../lib/time';

// Form values <-> request bodies for the store's forms (decision 0018: one file per feature).

/** Dollars typed in a form (NumberInput, two decimals) as the cents the API counts in. */
export const toCents = (dollars: number | string) => Math.round(Number(dollars) * 100);
export const toDollars = (cents: number) => cents / 100;

/** Epoch seconds <-> a DateTimePicker's value, a wall-clock time in the portal's zone. */
const pickerFormat = 'YYYY-MM-DD HH:mm:ss';
export const toEpoch = (value: string | null) =>
  value ? Math.floor(Date.parse(fromPortalWallClock(value)) / 1000) : null;
export const fromEpoch = (seconds: number | null | undefined) =>
  seconds == null ? null : inPortalTime(seconds * 1000).format(pickerFormat);

export interface VariantValues {
  variantId?: string;
  name: string;
  memberPrice: number | string;
  nonmemberPrice: number | string;
  /** '' : unlimited. */
  stock: number | string;
}

export interface ProductValues {
  productId: string;
  name: string;
  description: string;
  eventId: string;
  openAt: string | null;
  closeAt: string | null;
  totalStock: number | string;
  limitType: '' | 'PER_PRODUCT' | 'PER_VARIANT';
  maxQuantity: number | string;
  additionalEmailText: string;
  verifiedIdentityRequired: boolean;
  variants: VariantValues[];
}

export const emptyVariant: VariantValues = { name: 'General', memberPrice: '', nonmemberPrice: '', stock: '' };

export const emptyProductValues = (): ProductValues => ({
  productId: '',
  name: '',
  description: '',
  eventId: '',
  openAt: fromEpoch(Math.floor(Date.now() / 1000)),
  closeAt: null,
  totalStock: '',
  limitType: '',
  maxQuantity: '',
  additionalEmailText: '',
  verifiedIdentityRequired: false,
  variants: [{ ...emptyVariant }],
});

const stockOrNull = (value: number | string) => (value === '' ? null : Number(value));

export function toProductValues(product: Product): ProductValues {
  return {
    productId: product.productId,
    name: product.name,
    description: product.description ?? '',
    eventId: product.eventId ?? '',
    openAt: fromEpoch(product.openAt),
    closeAt: fromEpoch(product.closeAt),
    totalStock: product.totalInventoryCount ?? '',
    limitType: product.limitConfiguration?.limitType ?? '',
    maxQuantity: product.limitConfiguration?.maxQuantity ?? '',
    additionalEmailText: product.additionalEmailText ?? '',
    verifiedIdentityRequired: product.verifiedIdentityRequired,
    variants: product.variants.map((v) => ({
      variantId: v.variantId,
      name: v.name,
      memberPrice: toDollars(v.memberPriceCents),
      nonmemberPrice: toDollars(v.nonmemberPriceCents),
      stock: v.inventoryCount ?? '',
    })),
  };
}

/** The create body; an edit sends the same fields without `productId`. */
export function toProductRequest(values: ProductValues): CreateProductRequest {
  return {
    productId: values.productId.trim() || undefined,
    name: values.name,
    description: values.description,
    eventId: values.eventId.trim() || null,
    openAt: toEpoch(values.openAt) ?? Number.NaN,
    closeAt: toEpoch(values.closeAt),
    totalInventoryCount: stockOrNull(values.totalStock),
    limitConfiguration: values.limitType
      ? { limitType: values.limitType, maxQuantity: Number(values.maxQuantity) }
      : null,
    additionalEmailText: values.additionalEmailText,
    verifiedIdentityRequired: values.verifiedIdentityRequired,
    variants: values.variants.map((v) => ({
      variantId: v.variantId,
      name: v.name,
      memberPriceCents: v.memberPrice === '' ? Number.NaN : toCents(v.memberPrice),
      nonmemberPriceCents: v.nonmemberPrice === '' ? Number.NaN : toCents(v.nonmemberPrice),
      inventoryCount: stockOrNull(v.stock),
    })),
  };
}

export interface PromoCodeValues {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent, or dollars off. */
  amount: number | string;
  productIds: string[];
  validFrom: string | null;
  validUntil: string | null;
  maxUses: number | string;
}

export const emptyPromoCodeValues = (): PromoCodeValues => ({
  code: '',
  kind: 'percent',
  amount: '',
  productIds: [],
  validFrom: fromEpoch(Math.floor(Date.now() / 1000)),
  validUntil: null,
  maxUses: '',
});

export function toPromoCodeRequest(values: PromoCodeValues): PromoCodeRequest {
  const amount = values.amount === '' ? Number.NaN : Number(values.amount);
  return {
    code: values.code,
    ...(values.kind === 'percent' ? { percentOff: amount } : { amountOffCents: toCents(amount) }),
    productIds: values.productIds.length > 0 ? values.productIds : undefined,
    validFrom: toEpoch(values.validFrom) ?? Number.NaN,
    validUntil: toEpoch(values.validUntil) ?? Number.NaN,
    maxUses: values.maxUses === '' ? null : Number(values.maxUses),
  };
}

/** The request's error paths as the form's field paths, so each message sits under its input. */
const requestToFieldPath: [RegExp, string][] = [
  [/\.memberPriceCents$/, '.memberPrice'],
  [/\.nonmemberPriceCents$/, '.nonmemberPrice'],
  [/\.inventoryCount$/, '.stock'],
  [/^totalInventoryCount$/, 'totalStock'],
  [/^limitConfiguration\.maxQuantity$/, 'maxQuantity'],
  [/^amountOffCents$/, 'amount'],
  [/^percentOff$/, 'amount'],
];
export function toFieldErrors(errors: Record<string, unknown>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = requestToFieldPath.reduce((p, [from, to]) => p.replace(from, to), path);
    fields[field] ??= String(message);
  }
  return fields;
}
