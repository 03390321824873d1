// Announcements (issue 44, decision 0041), in-process on the embedded database (or PostgreSQL with
// BENCH_DATABASE_URL), no build needed:
//  1. An officer sends to 5,000 paid members: POST /api/v1/announcements through the whole portal
//     (session, role, zod, consent check per person, snapshot, outbox rows, audit entry), against
//     a bare baseline doing the same inserts (one INSERT ... SELECT of the same rows, no checks).
//  2. The send rate: another announcement drained by the outbox at MAIL_RATE_PER_MINUTE (a high
//     rate and a short window), its achieved rate from the first send to the last.
//  3. Other users meanwhile: p99 of a member's archive read while that send runs, against idle.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { migrate, openPglite, openPostgres } from '../apps/api/src/db/client';
import { paidMembers, roleAssignments } from '../apps/api/src/db/schema';
import { createSession, sessionCookieName } from '../apps/api/src/plugins/auth/sessions';
import { OutboxMailer } from '../apps/api/src/plugins/mail/outbox-mailer';
import { percentile } from './lib/stats';
import { scratchDatabase } from './lib/scratch-database';

const recipients = 5_000;
const ratePerMinute = Number(process.env.BENCH_RATE_PER_MINUTE ?? 600);
const rateWindowMessages = Number(process.env.BENCH_RATE_MESSAGES ?? 100);
const reads = Number(process.env.BENCH_READS ?? 300);

const scratch = process.env.BENCH_DATABASE_URL
  ? scratchDatabase('cp_bench_announcements', process.env.BENCH_DATABASE_URL)
  : null;
await scratch?.create();
const database = scratch ? await openPostgres(scratch.url) : await openPglite();
await migrate(database);
const { db } = database;
for (let start = 0; start < recipients; start += 1000) {
  const rows = Array.from({ length: 1000 }, (_, i) => ({ netId: `bm${start + i}`, source: 'import' as const }));
  await db.insert(paidMembers).values(rows).onConflictDoNothing();
}
await db.execute(sql`analyze paid_members`);
const officer = 'bench-officer@illinois.edu';
await db
  .insert(roleAssignments)
  .values({ principalType: 'user', principalId: officer, role: 'MANAGE_ANNOUNCEMENTS' })
  .onConflictDoNothing();
const origin = 'http://localhost:8080';
const officerHeaders = {
  cookie: `${sessionCookieName}=${await createSession(db, { username: officer }, 1)}`,
  origin,
};
const memberHeaders = {
  cookie: `${sessionCookieName}=${await createSession(db, { username: 'bm1@illinois.edu' }, 1)}`,
};
const app = await buildApp(
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    WEB_DIST: '/nonexistent',
    PUBLIC_URL: origin,
  }),
  { database, logger: false },
);
await app.ready();

// 1. The snapshot and queueing of 5,000, then the same rows inserted bare.
const sendToAll = async (subject: string, audience: unknown) => {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/announcements',
    headers: officerHeaders,
    payload: { subject, body: 'Hello **members**.', audience },
  });
  if (res.statusCode !== 201) throw new Error(`send failed: ${res.statusCode} ${res.body}`);
  return { ms: performance.now() - started, body: res.json() as { id: string; recipients: number } };
};
const portalRuns: number[] = [];
for (let run = 0; run < 3; run++) {
  const { ms, body } = await sendToAll(`Bench ${run}`, [{ kind: 'paidMembers' }]);
  if (body.recipients !== recipients) throw new Error(`expected ${recipients} recipients, got ${body.recipients}`);
  portalRuns.push(ms);
}
const bareRuns: number[] = [];
for (let run = 0; run < 3; run++) {
  const started = performance.now();
  await db.transaction(async (tx) => {
    const inserted =
      await tx.execute(sql`insert into announcements (subject, body, audience, visibility, status, send_at, created_by)
        values ('bare', 'x', '[]', 'members', 'sending', now(), 'bench') returning id`);
    const [a] = (inserted as unknown as { rows: { id: string }[] }).rows;
    await tx.execute(sql`with people as (select distinct net_id || '@illinois.edu' as email from paid_members),
      queued as (insert into mail_outbox (id, recipient, subject, message, category, body_id)
        select gen_random_uuid()::text, email, 'bare', jsonb_build_object('to', email, 'subject', 'bare', 'text', ''),
          'announcements', 'bare' from people returning id, recipient)
      insert into announcement_recipients (announcement_id, email, outbox_id)
        select ${a!.id}, recipient, id from queued`);
  });
  bareRuns.push(performance.now() - started);
}
// Nothing of these is to be sent: the rate is measured on its own announcement below.
await db.execute(sql`update mail_outbox set skipped_at = now() where sent_at is null`);

// 3a. Other users, idle.
async function memberReads(): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < reads; i++) {
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/announcements/archive?limit=10',
      headers: memberHeaders,
    });
    if (res.statusCode !== 200) throw new Error(`read failed: ${res.statusCode}`);
    times.push(performance.now() - started);
    // A member's request arrives as I/O, and the server's timers run between requests. Injected
    // back to back on the embedded database (whose queries settle as promise callbacks), 300
    // reads never let a timer run: the sender's next slot fired 8.6 s late, after the last read.
    // On PostgreSQL every query is socket I/O already.
    if (!scratch) await new Promise((resolve) => setImmediate(resolve));
  }
  return times;
}
const idle = await memberReads();

// 2 and 3b. A send drained at the configured rate while the member reads.
const sentAt: number[] = [];
const mailer = new OutboxMailer({
  database,
  ratePerMinute,
  publicUrl: origin,
  onError: (error) => console.error(error),
  // An SMTP server that accepts at once: what is measured is the portal's pacing.
  transport: async () => {
    sentAt.push(performance.now());
  },
});
const list = Array.from({ length: rateWindowMessages }, (_, i) => `rate${i}@example.edu`);
await sendToAll('Rate', [{ kind: 'list', entries: list }]);
const sending = mailer.flush();
const during = await memberReads();
await sending;
const achieved = ((sentAt.length - 1) / (sentAt.at(-1)! - sentAt[0]!)) * 60_000;

const ms = (v: number) => `${v.toFixed(1)} ms`;
const p50 = (v: number[]) => percentile(v, 50);
console.log(`announcements bench (${scratch ? 'PostgreSQL' : 'embedded PGlite'})`);
console.log(
  `snapshot + queue of ${recipients}: portal median ${ms(p50(portalRuns))} (runs ${portalRuns.map(ms).join(', ')}); ` +
    `bare same inserts median ${ms(p50(bareRuns))}; ratio ${(p50(portalRuns) / p50(bareRuns)).toFixed(2)}x; ` +
    `under 2 s: ${Math.max(...portalRuns) < 2000 ? 'yes' : 'NO'}`,
);
const drift = Math.abs(achieved - ratePerMinute) / ratePerMinute;
console.log(
  `send rate: configured ${ratePerMinute}/min, achieved ${achieved.toFixed(0)}/min over ${sentAt.length} messages ` +
    `(${(drift * 100).toFixed(1)}% off; within 5%: ${drift <= 0.05 ? 'yes' : 'NO'})`,
);
const ratio = percentile(during, 99) / percentile(idle, 99);
console.log(
  `member reads p99: idle ${ms(percentile(idle, 99))}, during the send ${ms(percentile(during, 99))}; ` +
    `ratio ${ratio.toFixed(2)}x (within 1.5x: ${ratio <= 1.5 ? 'yes' : 'NO'}); p50 idle ${ms(p50(idle))}, during ${ms(p50(during))}`,
);
await app.close();
await database.close();
await scratch?.drop();
