import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { links } from '../../db/schema';

/** Demo short links: some of Ada's are delegated to her groups, one belongs to Lee. */
export const demoLinks = [
  { slug: 'acm', redirect: 'https://acm.illinois.edu/', owner: 'admin@illinois.edu', access: [] },
  { slug: 'join', redirect: 'https://acm.illinois.edu/join', owner: 'admin@illinois.edu', access: ['officers'] },
  {
    slug: 'infra/docs',
    redirect: 'https://github.com/acm-uiuc/',
    owner: 'admin@illinois.edu',
    access: ['infra-team'],
  },
  {
    slug: 'officer-handbook',
    redirect: 'https://acm.illinois.edu/about',
    owner: 'admin@illinois.edu',
    access: ['officers', 'infra-team'],
  },
  { slug: 'hack', redirect: 'https://hackillinois.org/', owner: 'links@illinois.edu', access: [] },
];

/** Idempotent: seeds only an empty table, so a demo link someone deleted stays deleted. */
export async function seedDemoLinks(db: Db): Promise<void> {
  const [existing] = await db.select({ count: sql<number>`count(*)::int` }).from(links);
  if ((existing?.count ?? 0) > 0) return;
  await db.insert(links).values(demoLinks).onConflictDoNothing();
}
