import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Position } from '@cp/contracts/elections';
import type { Db } from '../../db/client';
import { electionBallots, electionRoll, elections } from '../../db/schema';
import { allPaidNetIds } from '../memberships';
import { receiptCode } from './cast-ballot';
import type { StoredChoices } from './repository';
import { tallyElection } from './tally';

// Fixed ids: the seed runs at every start and creates each demo election once.
const openId = '7e1ec7a0-0000-4000-8000-000000000001';
const closedId = '7e1ec7a0-0000-4000-8000-000000000002';
const dayMs = 86_400_000;

const officers: Position[] = [
  {
    id: 'p1',
    title: 'President',
    seats: 1,
    method: 'ranked',
    abstain: true,
    writeIns: false,
    candidates: [
      { id: 'p1c1', name: 'Priya Raman', netId: 'demo01', statement: 'More workshops, fewer meetings.' },
      { id: 'p1c2', name: 'Marcus Lee', netId: 'demo02', statement: 'A project night every week.' },
      { id: 'p1c3', name: 'Sofia Alvarez', netId: 'demo03', statement: 'Bring the alumni back.' },
    ],
  },
  {
    id: 'p2',
    title: 'Treasurer',
    seats: 1,
    method: 'plurality',
    abstain: true,
    writeIns: true,
    candidates: [
      { id: 'p2c1', name: 'Noah Kim', netId: 'demo04' },
      { id: 'p2c2', name: 'Hana Sato', netId: 'demo05' },
    ],
  },
];

const council: Position[] = [
  {
    id: 'p1',
    title: 'Council members',
    seats: 3,
    method: 'ranked',
    abstain: true,
    writeIns: false,
    candidates: ['Ada', 'Bo', 'Cleo', 'Dmitri', 'Esi'].map((name, i) => ({ id: `p1c${i + 1}`, name: `${name} Demo` })),
  },
];

/** The n-th demo voter's choices: a fixed spread, so the rounds have transfers to show. */
const officerBallot = (n: number): StoredChoices => ({
  p1: [['p1c1', 'p1c3'], ['p1c2', 'p1c1'], ['p1c3', 'p1c2'], ['p1c1']][n % 4]!,
  p2: n % 5 === 4 ? 'abstain' : [n % 3 === 0 ? 'p2c2' : 'p2c1'],
});
const councilBallot = (n: number): StoredChoices => ({
  p1:
    n % 7 === 6
      ? 'abstain'
      : [0, 1, 2, 3, 4].map((k) => `p1c${((n * (k + 2)) % 5) + 1}`).filter((v, i, a) => a.indexOf(v) === i),
});

async function seedElection(
  db: Db,
  input: { id: string; title: string; positions: Position[]; opensAt: Date; closesAt: Date; voters: string[] },
  ballotOf: (n: number) => StoredChoices,
  closed: boolean,
): Promise<void> {
  const seed = `demo-${input.id.slice(-4)}`;
  const roll = await allPaidNetIds(db);
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(elections)
      .values({
        id: input.id,
        title: input.title,
        description: 'A demo election: the chapter’s paid members elect by secret ballot.',
        opensAt: input.opensAt,
        closesAt: input.closesAt,
        eligibility: { kind: 'paid' },
        positions: input.positions,
        seed,
        rollSize: roll.length,
        openedAt: input.opensAt,
        createdBy: 'admin@illinois.edu',
      })
      .onConflictDoNothing()
      .returning({ id: elections.id });
    if (created.length === 0) return;
    await tx
      .insert(electionRoll)
      .values(roll.map((netId) => ({ electionId: input.id, netId, voted: input.voters.includes(netId) })));
    const ballots = input.voters.map((_, n) => ({
      id: randomUUID(),
      electionId: input.id,
      receipt: receiptCode(),
      choices: ballotOf(n),
    }));
    // Stored in the order of their random ids: nothing says which voter came first.
    ballots.sort((a, b) => a.id.localeCompare(b.id));
    await tx.insert(electionBallots).values(ballots);
    if (closed) {
      const results = tallyElection(
        { id: input.id, title: input.title, seed, rollSize: roll.length, positions: input.positions },
        ballots,
      );
      await tx.update(elections).set({ closedAt: input.closesAt, results }).where(eq(elections.id, input.id));
    }
  });
}

/** One open election with some ballots cast (the member may still vote), one closed with results. Idempotent. */
export async function seedDemoElections(db: Db): Promise<void> {
  const now = Date.now();
  // The memberships seed's paid members (demo01 to demo34 among them), seeded before this.
  const demoPaid = (await allPaidNetIds(db)).filter((id) => id.startsWith('demo')).sort();
  await seedElection(
    db,
    {
      id: openId,
      title: 'Spring Officer Election (demo)',
      positions: officers,
      opensAt: new Date(now - dayMs),
      closesAt: new Date(now + 30 * dayMs),
      voters: demoPaid.slice(0, 9),
    },
    officerBallot,
    false,
  );
  await seedElection(
    db,
    {
      id: closedId,
      title: 'Fall Council Election (demo)',
      positions: council,
      opensAt: new Date(now - 60 * dayMs),
      closesAt: new Date(now - 53 * dayMs),
      voters: ['member', ...demoPaid.slice(0, 20)],
    },
    councilBallot,
    true,
  );
}
