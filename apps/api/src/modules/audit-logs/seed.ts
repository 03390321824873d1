import { like, sql } from 'drizzle-orm';
import type { AuditLogModule } from '@cp/contracts/audit-logs';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

type DemoEntry = [hoursAgo: number, module: AuditLogModule, actor: string, target: string, message: string];

const admin = 'admin@illinois.edu';
const events = 'events@illinois.edu';
const scanner = 'scanner@illinois.edu';
const member = 'member@illinois.edu';

/** A few days of what officers do, across the modules, oldest first. */
const demoEntries: DemoEntry[] = [
  [70, 'iam', admin, 'jordan@illinois.edu', 'Granted role EVENTS_MANAGER.'],
  [69, 'orgInfo', admin, 'A01', 'Updated the organization description.'],
  [66, 'events', events, 'ACM General Meeting', 'Created event "ACM General Meeting".'],
  [62, 'linkry', admin, 'join', 'Created link to https://acm.illinois.edu/join.'],
  [54, 'apiKey', admin, 'acmuiuc_4f2a9c1b7e0d', 'Created API key "Discord bot".'],
  [50, 'externalMembership', admin, 'acmillinois-alumni', 'Added 12 members to the list.'],
  [47, 'roomRequests', events, '2026-fa/rr-1042', 'Created room request "Hackathon kickoff".'],
  [46, 'roomRequests', admin, '2026-fa/rr-1042', 'Changed status to Approved.'],
  [44, 'profile', 'casey@illinois.edu', 'casey@illinois.edu', 'Updated profile.'],
  [40, 'stripe', admin, 'INV-2026-031', 'Created payment link for $120.00.'],
  [30, 'events', events, 'SIGPwny Capture the Flag Practice', 'Updated event "SIGPwny Capture the Flag Practice".'],
  [26, 'tickets', scanner, 'pi_demo_7712', 'Fulfilled ticket for "Fall Formal".'],
  [22, 'iam', admin, 'riley@illinois.edu', 'Invited riley@illinois.edu.'],
  [20, 'linkry', admin, 'hack', 'Updated link to https://hackillinois.org/.'],
  [12, 'events', events, 'Intro to Rust', 'Deleted event "Intro to Rust".'],
  [6, 'orgInfo', admin, 'A01', 'Added lead member@illinois.edu.'],
  [3, 'apiKey', admin, 'acmuiuc_4f2a9c1b7e0d', 'Deleted API key "Discord bot".'],
  [1, 'events', events, 'ACM General Meeting', 'Updated event "ACM General Meeting".'],
];

/** One purchase writes to two modules under one request id, so the request-id link has company. */
const purchase = { hoursAgo: 8, requestId: 'seed-req-purchase-0001' };

/**
 * Idempotent: seeds only when no demo entry is present. Test databases (vitest) start without
 * them, because other modules' tests count the entries of their module; tests that want them
 * call this themselves.
 */
export async function seedDemoAuditLog(db: Db, options: { inTests?: boolean } = {}): Promise<void> {
  if (process.env.VITEST && !options.inTests) return;
  const [existing] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(like(auditLog.requestId, 'seed-req-%'));
  if ((existing?.count ?? 0) > 0) return;
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
  const rows = demoEntries.map(([hoursAgo, module, actor, target, message], index) => ({
    createdAt: at(hoursAgo),
    module,
    actor,
    target,
    message,
    requestId: `seed-req-${String(index + 1).padStart(4, '0')}`,
  }));
  rows.push(
    {
      createdAt: at(purchase.hoursAgo),
      module: 'stripe',
      actor: member,
      target: 'pi_demo_9034',
      message: 'Payment of $25.00 succeeded.',
      requestId: purchase.requestId,
    },
    {
      createdAt: at(purchase.hoursAgo),
      module: 'tickets',
      actor: member,
      target: 'Fall Formal',
      message: 'Issued 1 ticket for "Fall Formal".',
      requestId: purchase.requestId,
    },
  );
  rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  await db.insert(auditLog).values(rows);
}
