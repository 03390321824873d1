import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AudiencePart } from '@cp/contracts/announcements';
import { announcements, auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { startDueAnnouncements } from './start-announcement';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-announce-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const officer = demo.events; // in the 'Chapter Officers' group, which holds MANAGE_ANNOUNCEMENTS
const springSocial = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a05';
const gitWorkshop = '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a04';
const noShows: AudiencePart = { kind: 'rsvps', eventId: springSocial, state: 'noShow' };
const waitlist: AudiencePart = { kind: 'rsvps', eventId: gitWorkshop, state: 'waitlisted' };
const student = (n: number) => `student${String(n).padStart(2, '0')}@illinois.edu`;

const mailDir = () => path.join(dataDir, 'mail');
/** Every .eml written so far, parsed, with its raw text (headers included). */
async function sentMail() {
  if (!fs.existsSync(mailDir())) return [];
  const files = fs.readdirSync(mailDir()).filter((f) => f.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const raw = fs.readFileSync(path.join(mailDir(), file), 'utf8');
      return { raw, parsed: await PostalMime.parse(raw) };
    }),
  );
}
const header = (mail: { parsed: { headers: { key: string; value: string }[] } }, key: string) =>
  mail.parsed.headers.find((h) => h.key === key)?.value.replace(/\s*\n\s*/g, '') ?? '';
const mailTo = async (subject: string) =>
  (await sentMail()).filter((m) => m.parsed.subject === subject).map((m) => m.parsed.to?.[0]?.address);

async function send(subject: string, audience: AudiencePart[], extra: Record<string, unknown> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/v1/announcements',
    as: officer,
    payload: { subject, body: `Hello from **${subject}**.`, audience, ...extra },
  });
}

describe('announcements: audience and sending', () => {
  it('is for MANAGE_ANNOUNCEMENTS only: a member is refused and nothing is stored', async () => {
    const refused = await t.request({
      method: 'POST',
      url: '/api/v1/announcements',
      as: demo.member,
      payload: { subject: 'Nope', body: 'x', audience: [{ kind: 'paidMembers' }] },
    });
    expect(refused.statusCode).toBe(403);
    const stored = await t.database.db.select().from(announcements).where(eq(announcements.subject, 'Nope'));
    expect(stored).toHaveLength(0);
  });

  it('counts each person once across audiences, the unsubscribed among them, and names bad list entries', async () => {
    // Spring Social: 24 confirmed, 17 checked in, walk-ins apart: 7 no-shows (students 18 to 24).
    // Git workshop: students 12 and 13 on the waitlist. The list repeats two of them.
    const list: AudiencePart = {
      kind: 'list',
      entries: ['student12', 'STUDENT18@illinois.edu', student(7), 'no good!'],
    };
    const counted = await t.request({
      method: 'POST',
      url: '/api/v1/announcements/count',
      as: officer,
      payload: { audience: [noShows, waitlist, list] },
    });
    expect(counted.statusCode).toBe(200);
    // student07 (seeded as unsubscribed) is counted and said to be skipped.
    expect(counted.json()).toEqual({ count: 10, skipped: 1, invalidEntries: ['no good!'] });
    const refused = await send('Bad list', [list]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('no good!');
  });

  it('sends now: a snapshot, one message each with RFC 8058 headers, progress, and an audit entry without addresses', async () => {
    const subject = 'No-shows and waitlist';
    const list: AudiencePart = { kind: 'list', entries: [student(7), student(12)] };
    const created = await send(subject, [noShows, waitlist, list]);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({ status: 'sending', recipients: 10, progress: { queued: 9, skipped: 1, sent: 0 } });
    await t.app.mailer.flush();
    const to = await mailTo(subject);
    expect(to.sort()).toEqual([...[18, 19, 20, 21, 22, 23, 24, 12, 13].map(student)].sort());
    const one = (await sentMail()).find((m) => m.parsed.subject === subject)!;
    expect(header(one, 'list-unsubscribe')).toMatch(
      /^<http:\/\/localhost:8080\/api\/v1\/announcements\/unsubscribe\?token=mp1\.[^>]+&category=announcements>$/,
    );
    expect(header(one, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(one.parsed.html).toContain('<strong>No-shows and waitlist</strong>');
    expect(one.parsed.html).toContain('http://localhost:8080/preferences?token=mp1.');
    const detail = await t.request({ method: 'GET', url: `/api/v1/announcements/${body.id}`, as: officer });
    expect(detail.json()).toMatchObject({ status: 'sent', progress: { queued: 0, sent: 9, failed: 0, skipped: 1 } });
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, body.id));
    expect(entry?.module).toBe('announcements');
    expect(entry?.message).toContain('to 9 people (1 skipped');
    expect(entry?.message).not.toContain('@');
  });

  it('renders Markdown safely: no script, no javascript: link, in the preview and in the archive', async () => {
    const preview = await t.request({
      method: 'POST',
      url: '/api/v1/announcements/preview',
      as: officer,
      payload: {
        subject: 'Safe',
        body: 'Hi <script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
      },
    });
    expect(preview.statusCode).toBe(200);
    const { html } = preview.json();
    expect(html).not.toMatch(/<script>alert|javascript:|onerror|<img/i);
    expect(html).toContain('prefers-color-scheme: dark');
  });

  it('sends a test copy to the officer only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/announcements/test',
      as: officer,
      payload: { subject: 'Draft check', body: 'Draft' },
    });
    expect(res.json()).toEqual({ sentTo: officer });
    expect(await mailTo('[Test] Draft check')).toEqual([officer]);
  });
});

describe('announcements: consent', () => {
  it('one-click unsubscribe stops every later announcement to that person, and not their reminder', async () => {
    await send('Before unsubscribing', [{ kind: 'list', entries: [student(30)] }]);
    await t.app.mailer.flush();
    const mail = (await sentMail()).find((m) => m.parsed.subject === 'Before unsubscribing')!;
    const oneClick = header(mail, 'list-unsubscribe').slice(1, -1);
    const res = await t.app.inject({
      method: 'POST',
      url: oneClick.replace('http://localhost:8080', ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    await send('After unsubscribing', [{ kind: 'list', entries: [student(30), student(29)] }]);
    await t.database.db.transaction((tx) =>
      t.app.mailer.enqueue(tx, { to: student(30), subject: 'Reminder: Demo', text: 'x', category: 'event-reminders' }),
    );
    await t.app.mailer.flush();
    expect(await mailTo('After unsubscribing')).toEqual([student(29)]);
    expect(await mailTo('Reminder: Demo')).toEqual([student(30)]);
  });

  it('skips someone who unsubscribes after the snapshot but before their turn', async () => {
    const created = await send('Changed their mind', [{ kind: 'list', entries: [student(28)] }]);
    const prefs = await t.request({
      method: 'PUT',
      url: '/api/v1/announcements/me/preferences',
      as: student(28),
      payload: {
        announcements: false,
        eventReminders: true,
        organizations: [],
      },
    });
    expect(prefs.statusCode).toBe(200);
    await t.app.mailer.flush();
    expect(await mailTo('Changed their mind')).toEqual([]);
    const detail = await t.request({ method: 'GET', url: `/api/v1/announcements/${created.json().id}`, as: officer });
    expect(detail.json().progress).toEqual({ queued: 0, sent: 0, failed: 0, skipped: 1 });
  });

  it('opens and changes preferences by the signed link, signed out; a forged link is refused', async () => {
    await send('Link carrier', [{ kind: 'list', entries: [student(27)] }]);
    await t.app.mailer.flush();
    const mail = (await sentMail()).find((m) => m.parsed.subject === 'Link carrier')!;
    const token = /preferences\?token=([A-Za-z0-9._-]+)/.exec(mail.parsed.text!)![1]!;
    const read = await t.app.inject({ method: 'GET', url: `/api/v1/announcements/preferences?token=${token}` });
    expect(read.json()).toMatchObject({ email: student(27), announcements: true, eventReminders: true });
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/announcements/preferences?token=${token}`,
      payload: { announcements: false, eventReminders: true, organizations: [] },
    });
    expect(off.json()).toMatchObject({ announcements: false });
    const forged = `${token.slice(0, -2)}xx`;
    const refused = await t.app.inject({ method: 'GET', url: `/api/v1/announcements/preferences?token=${forged}` });
    expect(refused.statusCode).toBe(401);
  });
});

describe('announcements: schedule, cancel, archive', () => {
  it('schedules, cancels until sending starts, and starts a due one once', async () => {
    const later = Math.floor(Date.now() / 1000) + 3600;
    const a = (await send('Later A', [waitlist], { sendAt: later })).json();
    const b = (await send('Later B', [waitlist], { sendAt: later })).json();
    expect(a.status).toBe('scheduled');
    const cancelled = await t.request({ method: 'POST', url: `/api/v1/announcements/${a.id}/cancel`, as: officer });
    expect(cancelled.json().status).toBe('cancelled');
    await t.database.db
      .update(announcements)
      .set({ sendAt: sql`now() - interval '1 minute'` })
      .where(eq(announcements.id, b.id));
    const deps = { db: t.database.db, mailer: t.app.mailer, config: t.app.config };
    expect(await startDueAnnouncements(deps)).toBe(1);
    expect(await startDueAnnouncements(deps)).toBe(0);
    const late = await t.request({ method: 'POST', url: `/api/v1/announcements/${b.id}/cancel`, as: officer });
    expect(late.statusCode).toBe(409);
    await t.app.mailer.flush();
    expect(await mailTo('Later A')).toEqual([]);
    expect((await mailTo('Later B')).sort()).toEqual([student(12), student(13)]);
  });

  it('shows a members-only announcement to members and a public one to everyone', async () => {
    const members = (await send('For members', [waitlist])).json();
    const open = (await send('For everyone', [waitlist], { visibility: 'public' })).json();
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/v1/announcements/archive/${members.id}` });
    expect(anonymous.statusCode).toBe(404);
    const asMember = await t.request({
      method: 'GET',
      url: `/api/v1/announcements/archive/${members.id}`,
      as: demo.member,
    });
    expect(asMember.json().html).toContain('<strong>For members</strong>');
    const publicList = await t.app.inject({ method: 'GET', url: '/api/v1/announcements/archive' });
    const subjects = publicList.json().announcements.map((a: { subject: string }) => a.subject);
    expect(subjects).toContain('For everyone');
    expect(subjects).not.toContain('For members');
    const publicPage = await t.app.inject({ method: 'GET', url: `/api/v1/announcements/archive/${open.id}` });
    expect(publicPage.statusCode).toBe(200);
  });
});
