import type { Db } from '../../db/client';
import { externalListMembers } from '../../db/schema';
import { insertPaidMembers } from './repository';

/** A few dozen paid members, the demo accounts `admin`, `member`, `voter1` and `voter2` among them. */
export const demoPaidNetIds = [
  'admin',
  'member',
  'voter1',
  'voter2',
  ...Array.from({ length: 34 }, (_, i) => `demo${String(i + 1).padStart(2, '0')}`),
];

/** Two partner organizations' lists, overlapping the paid list a little. */
export const demoExternalLists: Record<string, string[]> = {
  sigpwny: ['member', 'demo01', 'demo02', 'pwn-ada', 'pwn-bob', 'pwn-cy', 'ctf2026'],
  hackillinois: [
    'demo03',
    'hack001',
    'hack002',
    'hack003',
    'hack004',
    'hack005',
    'hack006',
    'hack007',
    'hack008',
    'hack009',
    'hack010',
    'hack011',
  ],
};

/** Idempotent: primary keys skip what is already there. */
export async function seedDemoMemberships(db: Db): Promise<void> {
  await insertPaidMembers(
    db,
    demoPaidNetIds.map((netId) => ({ netId, source: 'seed' as const, reference: null })),
  );
  const rows = Object.entries(demoExternalLists).flatMap(([listId, netIds]) =>
    netIds.map((netId) => ({ listId, netId })),
  );
  await db.insert(externalListMembers).values(rows).onConflictDoNothing();
}
