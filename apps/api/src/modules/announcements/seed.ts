import type { Db } from '../../db/client';
import { announcements, mailPreferences } from '../../db/schema';

const day = 86_400_000;
/** A demo student (not a named demo account) who has unsubscribed from announcements. */
export const unsubscribedDemoStudent = 'student07@illinois.edu';

/**
 * Idempotent: one sent announcement (in the archive and on the members' home), one scheduled a
 * week ahead (the officers can cancel it), and one demo student unsubscribed. The sent one was
 * sent before this database existed: it has its count, not recipient rows.
 */
export async function seedDemoAnnouncements(db: Db): Promise<void> {
  const now = Date.now();
  await db
    .insert(announcements)
    .values([
      {
        id: '5e0d7a52-4c1b-4d55-9a51-6b1f0a3c2d01',
        subject: 'Welcome back: spring kickoff',
        body: 'Welcome back! Our **spring kickoff** is next week.\n\n- Free pizza\n- Meet every SIG\n\nSee you there.',
        audience: [{ kind: 'subscribed' }],
        visibility: 'public',
        status: 'sent',
        sendAt: new Date(now - 3 * day),
        startedAt: new Date(now - 3 * day),
        finishedAt: new Date(now - 3 * day + 60_000),
        recipientCount: 42,
        createdBy: 'events@illinois.edu',
      },
      {
        id: '5e0d7a52-4c1b-4d55-9a51-6b1f0a3c2d02',
        subject: 'Career fair prep: bring your resume',
        body: 'The **Career Fair Prep Night** is coming up. Bring a printed resume for review.',
        audience: [{ kind: 'paidMembers' }],
        visibility: 'members',
        status: 'scheduled',
        sendAt: new Date(now + 7 * day),
        createdBy: 'events@illinois.edu',
      },
    ])
    .onConflictDoNothing();
  await db
    .insert(mailPreferences)
    .values({ email: unsubscribedDemoStudent, announcements: false })
    .onConflictDoNothing();
}
