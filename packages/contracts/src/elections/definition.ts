import { z } from 'zod';
import { isValidNetId, normalizeNetId } from '../netid';
import { uploadImageRequest } from '../store/products';

export const electionMethods = ['plurality', 'approval', 'ranked'] as const;
export type ElectionMethod = (typeof electionMethods)[number];
export const electionMethodLabels: Record<ElectionMethod, string> = {
  plurality: 'Plurality',
  approval: 'Approval',
  ranked: 'Ranked choice',
};

/** Limits of one election: enough for a chapter's officers and its organizations' leads. */
export const electionLimits = {
  title: 120,
  description: 2000,
  positions: 20,
  candidates: 30,
  seats: 10,
  statement: 1000,
  writeIn: 80,
  netIds: 20_000,
} as const;

const netIdSchema = z
  .string()
  .trim()
  .refine(isValidNetId, 'Enter a valid NetID')
  .transform((value) => normalizeNetId(value));

/** A stored photo's id: the SHA-256 of its bytes, in hex. */
export const photoId = z.string().regex(/^[0-9a-f]{64}$/, 'Unknown photo');

const candidateFields = {
  name: z.string().trim().min(1, 'Name is required').max(100),
  netId: netIdSchema.optional(),
  statement: z.string().trim().max(electionLimits.statement).optional(),
  /**
   * The candidate's photo: a new upload (a PNG, JPEG or WebP data URL, as the store's product
   * images), or the id of the photo the election already holds for them (kept as it is).
   */
  photo: z.union([uploadImageRequest.shape.dataUrl, photoId]).optional(),
};
export const candidateInput = z.object(candidateFields);

export const positionInput = z.object({
  title: z.string().trim().min(1, 'Title is required').max(100),
  seats: z.int().min(1).max(electionLimits.seats),
  method: z.enum(electionMethods),
  abstain: z.boolean(),
  writeIns: z.boolean(),
  candidates: z.array(candidateInput).max(electionLimits.candidates),
});

const eligibilityOf = (netId: z.ZodType<string, string>) =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('paid') }),
    z.object({ kind: z.literal('group'), groupId: z.string().trim().min(1).max(200) }),
    z.object({ kind: z.literal('organization'), orgId: z.string().trim().min(1).max(20) }),
    z.object({ kind: z.literal('netIds'), netIds: z.array(netId).min(1).max(electionLimits.netIds) }),
  ]);
export const eligibility = eligibilityOf(netIdSchema);
export type Eligibility = z.infer<typeof eligibility>;

const electionFields = {
  title: z.string().trim().min(1, 'Title is required').max(electionLimits.title),
  description: z.string().trim().max(electionLimits.description),
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  eligibility,
  positions: z.array(positionInput).min(1, 'Add a position').max(electionLimits.positions),
};

const windowIsOrdered = (value: { opensAt?: string; closesAt?: string }) =>
  !value.opensAt || !value.closesAt || Date.parse(value.opensAt) < Date.parse(value.closesAt);
const windowMessage = { message: 'Voting must close after it opens', path: ['closesAt'] };

export const createElectionRequest = z
  .object({ ...electionFields, description: electionFields.description.default('') })
  .refine(windowIsOrdered, windowMessage);
// No defaults here: a change names only what it changes.
export type CreateElectionRequest = z.input<typeof createElectionRequest>;
export const updateElectionRequest = z.object(electionFields).partial().refine(windowIsOrdered, windowMessage);
export type UpdateElectionRequest = z.input<typeof updateElectionRequest>;
export type PositionInput = z.infer<typeof positionInput>;

// What the API answers: the same fields as stored, without the input's transforms (a response is
// serialized, and a transform cannot be run backwards).
export const candidate = z.object({
  id: z.string(),
  name: z.string(),
  netId: z.string().optional(),
  statement: z.string().optional(),
  /** The photo's id (to keep it in a change) and its address (GET /api/v1/elections/{id}/photos/{photoId}). */
  photoId: z.string().optional(),
  photoUrl: z.string().optional(),
});
export type Candidate = z.infer<typeof candidate>;
export const position = z.object({
  id: z.string(),
  title: z.string(),
  seats: z.int(),
  method: z.enum(electionMethods),
  abstain: z.boolean(),
  writeIns: z.boolean(),
  candidates: z.array(candidate),
});
export type Position = z.infer<typeof position>;

export const electionStatuses = ['scheduled', 'open', 'closed'] as const;
export type ElectionStatus = (typeof electionStatuses)[number];

export const election = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  opensAt: z.iso.datetime({ offset: true }),
  closesAt: z.iso.datetime({ offset: true }),
  status: z.enum(electionStatuses),
  eligibility: eligibilityOf(z.string()),
  /** Words for the roll: "Paid members when voting opens", a group's or organization's name. */
  eligibilityLabel: z.string(),
  positions: z.array(position),
  /** The roll's size, fixed when voting opens (null before). */
  rollSize: z.int().nullable(),
  /** How many of the roll voted: to managers while open, to everyone once closed. */
  turnout: z.int().optional(),
  /** The seed of the lot that breaks ties, published when voting opens. */
  seed: z.string().nullable(),
  createdBy: z.string(),
  /** The caller's standing. */
  canManage: z.boolean(),
  onRoll: z.boolean(),
  voted: z.boolean(),
  /** Why the caller may not vote (not on the roll, not open, already voted), when they may not. */
  cannotVote: z.string().optional(),
});
export type Election = z.infer<typeof election>;

export const electionParams = z.object({ id: z.uuid() });
export const electionPhotoParams = z.object({ id: z.uuid(), photoId });
export const listElectionsResponse = z.array(election);
