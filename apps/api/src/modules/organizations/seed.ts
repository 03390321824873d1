import { isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orgLeadDetails, orgLeadGroups, organizations, orgRoles } from '../../db/schema';

/** Orgs that manage their leads elsewhere (spec/decisions.md, "Organizations"). */
const leadsManagedElsewhere = new Set(['C07', 'C08']);

const demoMeta = [
  {
    id: 'A01',
    description: 'The Association for Computing Machinery at the University of Illinois.',
    website: 'https://acm.illinois.edu/',
    links: [
      { type: 'DISCORD', url: 'https://discord.gg/acm-uiuc-demo' },
      { type: 'INSTAGRAM', url: 'https://www.instagram.com/acm.uiuc/' },
    ],
  },
  {
    id: 'S01',
    description: 'Security, CTFs and hacking, every week.',
    website: 'https://sigpwny.com/',
    links: [{ type: 'DISCORD', url: 'https://discord.gg/sigpwny-demo' }],
  },
  {
    id: 'S03',
    description: 'Make games with other students, from the first idea to release.',
    website: 'https://gamebuilders.acm.illinois.edu/',
    links: [{ type: 'SLACK', url: 'https://gamebuilders-demo.slack.com/' }],
  },
  {
    id: 'C01',
    description: 'Builds and runs the chapter’s own software, this portal included.',
    links: [{ type: 'OTHER', url: 'https://github.com/acm-uiuc' }],
  },
  {
    id: 'C08',
    description: 'The chapter’s yearly hackathon.',
    website: 'https://hackillinois.org/',
    links: [],
  },
];

/** Leads shown on the demo pages; those with accounts (seed-data.ts) also get their LEAD roles there. */
const demoLeads = [
  { orgId: 'A01', username: 'admin@illinois.edu', name: 'Ada Admin', title: 'Chair', nonVotingMember: false },
  { orgId: 'S01', username: 'lead@illinois.edu', name: 'Lane Lead', title: 'Chair', nonVotingMember: false },
  { orgId: 'S03', username: 'gbchair@illinois.edu', name: 'Gale Builder', title: 'Co-chair', nonVotingMember: false },
  { orgId: 'S03', username: 'gbhelp@illinois.edu', name: 'Hal Helper', title: 'Helper', nonVotingMember: true },
  { orgId: 'C01', username: 'infrachair@illinois.edu', name: 'Ira Infra', title: 'Chair', nonVotingMember: false },
];

/** Lead-group configuration always; demo pages and leads when demo data is on. */
export async function seedOrganizationInfo(db: Db, demo: boolean): Promise<void> {
  await seedOrgLeadGroups(db);
  if (demo) await seedDemoOrganizations(db);
}

/** Chapter configuration: every org with a leads directory group offers lead management. */
async function seedOrgLeadGroups(db: Db): Promise<void> {
  const orgs = await db.select({ id: organizations.id }).from(organizations);
  const rows = orgs
    .filter((org) => !leadsManagedElsewhere.has(org.id))
    .map((org) => ({ orgId: org.id, groupId: `${org.id.toLowerCase()}-leads` }));
  if (rows.length) await db.insert(orgLeadGroups).values(rows).onConflictDoNothing();
}

/** Idempotent: demo pages are written only while no org has any, so later edits stay. */
async function seedDemoOrganizations(db: Db): Promise<void> {
  const [touched] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(organizations)
    .where(or(isNotNull(organizations.description), isNotNull(organizations.website)));
  if ((touched?.count ?? 0) > 0) return;
  await db.transaction(async (tx) => {
    for (const { id, ...meta } of demoMeta) {
      await tx
        .update(organizations)
        .set({ website: null, ...meta })
        .where(sql`${organizations.id} = ${id}`);
    }
    await tx
      .insert(orgRoles)
      .values(demoLeads.map((lead) => ({ username: lead.username, orgId: lead.orgId, role: 'LEAD' as const })))
      .onConflictDoNothing();
    await tx.insert(orgLeadDetails).values(demoLeads).onConflictDoNothing();
  });
}
