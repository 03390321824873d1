import { and, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ElectionResults, Eligibility, Position } from '@cp/contracts/elections';
import type { Db, Tx } from '../../db/client';
import { electionBallots, electionRoll, elections } from '../../db/schema';

type Conn = Db | Tx;
export type ElectionRow = typeof elections.$inferSelect;
export type StoredChoices = Record<string, string[] | 'abstain'>;

export interface ElectionWrite {
  title: string;
  description: string;
  opensAt: Date;
  closesAt: Date;
  eligibility: Eligibility;
  positions: Position[];
}

export async function insertElection(tx: Tx, input: ElectionWrite & { createdBy: string }): Promise<ElectionRow> {
  const [row] = await tx.insert(elections).values(input).returning();
  return row!;
}

/** Changes an election only while it has not opened: the condition is the database's, not a read before. */
export async function updateUnopenedElection(
  tx: Tx,
  id: string,
  changes: Partial<ElectionWrite>,
): Promise<ElectionRow | undefined> {
  const [row] = await tx
    .update(elections)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(elections.id, id), isNull(elections.openedAt), sql`${elections.opensAt} > now()`))
    .returning();
  return row;
}

export async function findElection(db: Conn, id: string): Promise<ElectionRow | undefined> {
  const [row] = await db.select().from(elections).where(eq(elections.id, id));
  return row;
}

/** Elections whose window has passed a boundary not yet acted on: to open or to close. */
export async function electionsToSettle(db: Conn): Promise<string[]> {
  const rows = await db
    .select({ id: elections.id })
    .from(elections)
    .where(
      or(
        and(isNull(elections.openedAt), lte(elections.opensAt, sql`now()`)),
        and(isNull(elections.closedAt), lte(elections.closesAt, sql`now()`)),
      ),
    );
  return rows.map((row) => row.id);
}

export async function listElections(db: Conn): Promise<ElectionRow[]> {
  return db.select().from(elections).orderBy(desc(elections.opensAt));
}

/** The elections whose roll holds `netId`, with the caller's mark. */
export async function rollEntriesOf(db: Conn, netId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ electionId: electionRoll.electionId, voted: electionRoll.voted })
    .from(electionRoll)
    .where(eq(electionRoll.netId, netId));
  return new Map(rows.map((row) => [row.electionId, row.voted]));
}

/** Opens the election once: the seed, the roll and its size in the transaction that claims it. */
export async function claimOpening(tx: Tx, id: string, seed: string): Promise<ElectionRow | undefined> {
  const [row] = await tx
    .update(elections)
    .set({ seed, openedAt: sql`now()` })
    .where(and(eq(elections.id, id), isNull(elections.openedAt), lte(elections.opensAt, sql`now()`)))
    .returning();
  return row;
}

export async function insertRoll(tx: Tx, electionId: string, netIds: string[]): Promise<number> {
  if (netIds.length > 0) {
    await tx.execute(sql`insert into election_roll (election_id, net_id)
      select ${electionId}::uuid, n from unnest(${sql.param(netIds)}::text[]) as n on conflict do nothing`);
  }
  const [row] = await tx
    .update(elections)
    .set({ rollSize: sql`(select count(*)::int from election_roll where election_id = ${electionId}::uuid)` })
    .where(eq(elections.id, electionId))
    .returning({ rollSize: elections.rollSize });
  return row!.rollSize ?? 0;
}

/** Claims the closing once (opened, window passed). */
export async function claimClosing(tx: Tx, id: string): Promise<ElectionRow | undefined> {
  const [row] = await tx
    .update(elections)
    .set({ closedAt: sql`now()` })
    .where(
      and(
        eq(elections.id, id),
        isNotNull(elections.openedAt),
        isNull(elections.closedAt),
        lte(elections.closesAt, sql`now()`),
      ),
    )
    .returning();
  return row;
}

export async function saveResults(tx: Tx, id: string, results: ElectionResults): Promise<void> {
  await tx.update(elections).set({ results }).where(eq(elections.id, id));
}

/**
 * Holds the election open for one ballot: closing (an update of this row) waits for the ballots
 * being cast, and a ballot after closing finds it closed.
 */
export async function lockOpenElection(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: elections.id })
    .from(elections)
    .where(
      and(
        eq(elections.id, id),
        isNotNull(elections.openedAt),
        isNull(elections.closedAt),
        sql`${elections.closesAt} > now()`,
      ),
    )
    .for('share');
  return rows.length === 1;
}

/** Moves a window boundary to now (the explicit open and close actions). */
export async function moveBoundaryToNow(db: Conn, id: string, boundary: 'opensAt' | 'closesAt'): Promise<void> {
  const column = elections[boundary];
  await db
    .update(elections)
    .set({ [boundary]: sql`now()` })
    .where(and(eq(elections.id, id), sql`${column} > now()`));
}

/**
 * Marks the voter as having voted, only if they are on the roll and have not: the row lock makes a
 * concurrent second ballot wait here and then find the mark set.
 */
export async function markVoted(tx: Tx, electionId: string, netId: string): Promise<boolean> {
  const rows = await tx
    .update(electionRoll)
    .set({ voted: true })
    .where(and(eq(electionRoll.electionId, electionId), eq(electionRoll.netId, netId), eq(electionRoll.voted, false)))
    .returning({ voted: electionRoll.voted });
  return rows.length === 1;
}

export async function findRollEntry(
  db: Conn,
  electionId: string,
  netId: string,
): Promise<{ voted: boolean } | undefined> {
  const [row] = await db
    .select({ voted: electionRoll.voted })
    .from(electionRoll)
    .where(and(eq(electionRoll.electionId, electionId), eq(electionRoll.netId, netId)));
  return row;
}

export async function insertBallot(
  tx: Tx,
  ballot: { id: string; electionId: string; receipt: string; choices: StoredChoices },
): Promise<void> {
  await tx.insert(electionBallots).values(ballot);
}

export async function countVoted(db: Conn, electionId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(electionRoll)
    .where(and(eq(electionRoll.electionId, electionId), eq(electionRoll.voted, true)));
  return row?.n ?? 0;
}

/** The ballots in receipt order: an order that says nothing of when each was cast. */
export async function listBallots(
  db: Conn,
  electionId: string,
): Promise<{ receipt: string; choices: StoredChoices }[]> {
  return db
    .select({ receipt: electionBallots.receipt, choices: electionBallots.choices })
    .from(electionBallots)
    .where(eq(electionBallots.electionId, electionId))
    .orderBy(electionBallots.receipt);
}

/**
 * At closing, writes the ballot box and the roll anew, the ballots in a random order: the
 * database's own traces of the casting order (row positions, the transaction that wrote each row)
 * no longer pair a ballot with a mark (decision 0043).
 */
export async function rewriteBallotBoxAndRoll(tx: Tx, electionId: string): Promise<void> {
  await tx.execute(sql`with taken as (
      delete from election_ballots where election_id = ${electionId}::uuid returning id, election_id, receipt, choices)
    insert into election_ballots (id, election_id, receipt, choices)
    select gen_random_uuid(), election_id, receipt, choices from taken order by random()`);
  await tx.execute(sql`update election_roll set voted = voted where election_id = ${electionId}::uuid`);
}
