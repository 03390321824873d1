import { z } from 'zod';

/**
 * The door scanner that works offline (issue 26, decision 0022). A prepared device holds each
 * purchase of an item under a keyed hash of what its QR carries, never the id itself: a lost
 * phone yields hashes and a key, not ticket ids anyone could present.
 */

/** What a scanned code is: a ticket, a merchandise purchase, or a store order's pickup. */
export const doorKinds = ['ticket', 'merch', 'order'] as const;
export type DoorKind = (typeof doorKinds)[number];

/**
 * Why a ticket is refused, in the same words online (the server's TicketNotValidError) and on a
 * device deciding offline: one place for both, so the door never says it two ways.
 */
export const ticketRefusals = {
  refunded: 'Ticket was refunded and is not valid.',
  redeemed: (detail: string) => `Ticket has already been redeemed: ${detail}.`,
};

/** Hex characters of HMAC-SHA256 kept in a hash: 128 bits, as many as a ticket id has. */
export const doorHashLength = 32;

/** Upload at most this many queued scans per request (a device sends longer queues in turns). */
export const maxScansPerUpload = 500;

/**
 * The prepared lists one upload may name by key (its `entry` scans): one. The server hashes the
 * item's purchases once per key, so a list key per scan made one upload cost 500 lists' work; a
 * device sends the scans of each list in uploads of their own (decision 0037).
 */
export const maxListKeysPerUpload = 1;

/**
 * How far a door device's clock may run from the server's: a scan dated in the future, or before
 * its list or its purchase existed, is refused only past this (decision 0037).
 */
export const doorClockSkewMs = 5 * 60_000;

const hexToBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (pair) => parseInt(pair, 16));

/**
 * HMAC-SHA256 under the list's key (hex) of what a code names: the ticket id, the payment
 * intent of merchandise, or the order id. Web Crypto, so the browser and node share this code.
 */
export async function doorHasher(keyHex: string): Promise<(value: string) => Promise<string>> {
  const key = await crypto.subtle.importKey('raw', hexToBytes(keyHex), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const encoder = new TextEncoder();
  return async (value) => {
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(value)));
    let hex = '';
    for (const byte of mac) hex += byte.toString(16).padStart(2, '0');
    return hex.slice(0, doorHashLength);
  };
}

/** One purchase on a prepared device. `admitted` means checked in (a ticket) or handed out. */
export const offlineEntrySchema = z.object({
  hash: z.string(),
  kind: z.enum(doorKinds),
  email: z.string(),
  /** The purchaser's name when the portal knows it (purchases record only an email today). */
  name: z.string().optional(),
  quantity: z.number().int(),
  size: z.string().optional(),
  admitted: z.boolean(),
  refunded: z.boolean(),
});
export type OfflineEntry = z.infer<typeof offlineEntrySchema>;

/** GET /api/v1/tickets/{itemId}/offline: what a device needs to decide alone at this item's door. */
export const offlineListResponse = z.object({
  itemId: z.string(),
  itemName: z.string(),
  preparedAt: z.iso.datetime({ offset: true }),
  /** A new random key (hex) for every download: hash what is scanned with it (`doorHasher`). */
  key: z.string(),
  entries: z.array(offlineEntrySchema),
});
export type OfflineListResponse = z.infer<typeof offlineListResponse>;

const token = z.string().trim().min(1).max(200);
const scanEmail = z.string().trim().toLowerCase().max(320).pipe(z.email('Enter a valid email'));
const scanBase = z.object({
  /** Chosen by the device for each scan (a UUID): uploading the same scan again changes nothing. */
  scanId: z.string().trim().min(1).max(100),
  deviceId: z.string().trim().min(1).max(100),
  scannedAt: z.iso.datetime({ offset: true }),
  /** The item whose list the device was scanning against: files a scan of an unknown code there. */
  itemId: z.string().max(100).optional(),
  /**
   * What the device decided alone: only a scan it admitted can admit (or conflict); one it
   * refused (its list said admitted or refunded) is logged and refused.
   */
  deviceDecision: z.enum(['admitted', 'refused']).default('admitted'),
  /**
   * When the list the device decided from was prepared (its `preparedAt`): a scan dated before it
   * is refused, since no device held that list then. The portal's scanner always sends it.
   */
  listPreparedAt: z.iso.datetime({ offset: true }).optional(),
});

/** One queued scan: what the QR (or the manual form) carried, as for the online check-in. */
export const queuedScanSchema = z.union([
  scanBase.extend({ type: z.literal('ticket'), ticketId: token }),
  scanBase.extend({ type: z.enum(['ticket', 'merch']), stripePi: token, email: scanEmail }),
  scanBase.extend({ type: z.literal('order'), orderId: token }),
  /**
   * Admitted from the device's search: the list holds no id, so the scan names the entry by its
   * hash and the list's key, and the server finds the purchase by hashing the item's purchases.
   */
  scanBase.extend({
    type: z.literal('entry'),
    itemId: z.string().min(1).max(100),
    key: z.string().regex(/^[0-9a-f]{64}$/, 'Expected the list key (64 hex characters)'),
    hash: z.string().regex(new RegExp(`^[0-9a-f]{${doorHashLength}}$`), 'Expected an entry hash'),
  }),
]);
export type QueuedScan = z.infer<typeof queuedScanSchema>;

/** The list keys an upload's `entry` scans name. */
export const listKeysOf = (scans: readonly QueuedScan[]) =>
  new Set(scans.flatMap((scan) => (scan.type === 'entry' ? [scan.key] : [])));

/** POST /api/v1/tickets/checkIn/batch: a device's queue, oldest first. */
export const batchCheckInRequest = z
  .array(queuedScanSchema)
  .min(1)
  .max(maxScansPerUpload)
  .refine((scans) => listKeysOf(scans).size <= maxListKeysPerUpload, {
    message: 'One upload carries the scans of one prepared list: send each list key in an upload of its own.',
  });
export type BatchCheckInRequest = z.infer<typeof batchCheckInRequest>;

/**
 * admitted: this scan admitted it. refused: not found, refunded, or already admitted by this
 * device or online before. conflict: another device admitted it offline too (both recorded).
 * duplicate: this scan id was applied before; `message` repeats what it got then.
 */
export const scanOutcomes = ['admitted', 'refused', 'conflict', 'duplicate'] as const;
export type ScanOutcome = (typeof scanOutcomes)[number];
export const scanResultSchema = z.object({ scanId: z.string(), outcome: z.enum(scanOutcomes), message: z.string() });
export const batchCheckInResponse = z.array(scanResultSchema);
export type BatchCheckInResponse = z.infer<typeof batchCheckInResponse>;

/** One scan in the door log, refused ones included. */
export const doorScanSchema = z.object({
  scanId: z.string(),
  kind: z.enum(doorKinds),
  /** The purchase it named (ticket id, payment intent or order id). */
  code: z.string(),
  email: z.string().nullable(),
  outcome: z.enum(['admitted', 'refused', 'conflict']),
  message: z.string(),
  deviceId: z.string().nullable(),
  scannedBy: z.string(),
  scannedAt: z.iso.datetime({ offset: true }),
  online: z.boolean(),
});
export type DoorScan = z.infer<typeof doorScanSchema>;

const scanSide = z.object({
  scanId: z.string().nullable(),
  deviceId: z.string().nullable(),
  scannedBy: z.string(),
  scannedAt: z.iso.datetime({ offset: true }),
});
/** A purchase admitted on two devices: the admission that stands (first) and the later one. */
export const doorConflictSchema = z.object({ code: z.string(), email: z.string(), first: scanSide, second: scanSide });
export type DoorConflict = z.infer<typeof doorConflictSchema>;

export const doorLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
/** GET /api/v1/tickets/{itemId}/door/count: polled by every scanner, so it stays tiny. */
export const doorCountResponse = z.object({ admitted: z.number().int(), sold: z.number().int() });
export type DoorCountResponse = z.infer<typeof doorCountResponse>;
/** GET /api/v1/tickets/{itemId}/door: conflicts first (all of them), then a page of scans, newest first. */
export const doorLogResponse = doorCountResponse.extend({
  conflicts: z.array(doorConflictSchema),
  scans: z.array(doorScanSchema),
  totalScans: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DoorLogResponse = z.infer<typeof doorLogResponse>;

/** GET /api/v1/tickets/{itemId}/door/search?q=: a name or email at the door. */
export const doorSearchQuery = z.object({ q: z.string().trim().min(2).max(200) });
/** A match; admit it with POST /checkIn { type, email, stripePi: code } (exactly once, like a scan). */
export const doorMatchSchema = z.object({
  kind: z.enum(['ticket', 'merch']),
  code: z.string(),
  email: z.string(),
  quantity: z.number().int(),
  size: z.string().optional(),
  admitted: z.boolean(),
  refunded: z.boolean(),
});
export const doorSearchResponse = z.object({ matches: z.array(doorMatchSchema) });
export type DoorSearchResponse = z.infer<typeof doorSearchResponse>;
