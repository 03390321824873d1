import { z } from 'zod';

/** A Chicago (portal-time) day, as the stats route names its range. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A day is YYYY-MM-DD');

/** GET /api/v1/linkry/redir/{slug}/stats?from=&to= (both optional: the last 30 days). */
export const linkStatsQuery = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The range must end after it starts' });
export type LinkStatsQuery = z.infer<typeof linkStatsQuery>;

const counted = z.object({ name: z.string(), clicks: z.number().int() });

/**
 * A link's clicks in the range. Bots are counted apart (`bots`) and left out of every other
 * number; `qr` counts the clicks that came through the link's QR code (`?qr=1`).
 */
export const linkStatsSchema = z.object({
  slug: z.string(),
  from: z.string(),
  to: z.string(),
  totals: z.object({
    clicks: z.number().int(),
    uniqueVisitors: z.number().int(),
    qr: z.number().int(),
    bots: z.number().int(),
  }),
  /** One entry per day of the range, oldest first. */
  days: z.array(
    z.object({
      date: z.string(),
      clicks: z.number().int(),
      uniqueVisitors: z.number().int(),
      qr: z.number().int(),
      bots: z.number().int(),
    }),
  ),
  /** The last 48 hours, one entry per hour (ISO 8601 start of the hour), oldest first. */
  hours: z.array(z.object({ hour: z.string(), clicks: z.number().int() })),
  /** Top referrers by host ('(direct)' for none), most clicks first. */
  referrers: z.array(counted),
  /** Device types ('desktop', 'mobile', 'tablet', …) and browsers, from the user agent. */
  devices: z.array(counted),
  browsers: z.array(counted),
});
export type LinkStats = z.infer<typeof linkStatsSchema>;

/** GET /api/v1/linkry/redir/{slug}/qr.png?size=256..2048 (default 512); qr.svg takes no size. */
export const linkQrQuery = z.object({
  size: z.coerce.number().int('Size is whole pixels').min(256, 'At least 256').max(2048, 'At most 2048').default(512),
  /** Draws the chapter's logo in the centre (the code's error correction is raised to keep it readable). */
  logo: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

/**
 * POST /api/v1/linkry/import: `{ csv }` with the header `slug,redirect,access,tags` (access groups
 * and tags separated by `;`; access and tags may be left out).
 */
export const importLinksRequest = z.object({
  csv: z.string().min(1, 'The CSV is empty').max(1_000_000, 'At most 1 MB'),
});
export const importLinksResponse = z.object({
  created: z.array(z.string()),
  /** One per refused row: its 1-based row number in the file (the header is row 1), every problem joined by '; '. */
  failed: z.array(z.object({ row: z.number().int(), slug: z.string(), message: z.string() })),
});
export type ImportLinksResponse = z.infer<typeof importLinksResponse>;

/** A query parameter the QR code's URL carries: scans through it are counted apart, and it is stripped before redirecting. */
export const qrScanParameter = 'qr';
