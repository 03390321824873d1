import { z } from 'zod';
import { promoCodeText } from './checkout';
import { epochSeconds, productIdSchema } from './products';

/** POST /api/v1/store/admin/promoCodes: percent off or an amount off, never both. */
export const promoCodeRequest = z
  .object({
    code: promoCodeText,
    percentOff: z.number().int('Percent must be whole').min(1, 'At least 1%').max(100, 'At most 100%').optional(),
    amountOffCents: z.number().int('Amount must be whole cents').min(1, 'At least 1 cent').max(10_000_000).optional(),
    /** Absent: every product. */
    productIds: z.array(productIdSchema).min(1).max(100).optional(),
    validFrom: epochSeconds('Valid from'),
    validUntil: epochSeconds('Valid until'),
    /** Absent or null: unlimited. */
    maxUses: z.number().int().min(1, 'At least 1 use').max(1_000_000).nullable().optional(),
  })
  .refine((v) => (v.percentOff === undefined) !== (v.amountOffCents === undefined), {
    path: ['percentOff'],
    message: 'Give a percent off or an amount off',
  })
  .refine((v) => v.validFrom < v.validUntil, { path: ['validUntil'], message: 'A code must end after it starts' });
export type PromoCodeRequest = z.input<typeof promoCodeRequest>;

export const promoCodeSchema = z.object({
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOffCents: z.number().int().nullable(),
  productIds: z.array(z.string()).nullable(),
  validFrom: z.number().int(),
  validUntil: z.number().int(),
  maxUses: z.number().int().nullable(),
  /** Paid orders that used it. */
  uses: z.number().int(),
  /** Open checkouts holding a use. */
  held: z.number().int(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const listPromoCodesResponse = z.object({ promoCodes: z.array(promoCodeSchema) });
export const promoCodeParams = z.object({ code: promoCodeText });
