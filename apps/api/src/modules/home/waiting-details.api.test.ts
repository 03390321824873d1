import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nothingWaiting } from '@cp/contracts/home';
import { currentSemester, everySemester, requestableSemesters, semesterLabel } from '@cp/contracts/room-requests';
import { directoryInvitations, paymentLinks, roomRequests, rsvps, storeProducts } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { localToInstant } from '../events';
import { addEvent, waitingCardsOf, waitingCountsOf } from './test-support';
import { thisWeek } from './waiting-week';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const day = 86_400_000;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

const cardsFor = (username: string) => waitingCardsOf(t, username);
const countsFor = (username: string) => waitingCountsOf(t, username);

describe('GET /api/v1/me/waiting: links, room requests, invitations, the week and the audit chain', () => {
  it('counts only their own unpaid links for a link creator, and everyone’s with BYPASS_OBJECT_LEVEL_AUTH', async () => {
    const mine = (await countsFor(demo.treasurer)).paymentLinks!;
    const everyone = (await countsFor(demo.admin)).paymentLinks!;
    const link = (userId: string) => ({
      id: `plink_${hex(8)}`,
      invoiceId: 'INV-1',
      invoiceAmountCents: 1000,
      contactName: 'Contact',
      contactEmail: 'contact@example.com',
      userId,
      url: 'http://localhost/pay',
    });
    await db()
      .insert(paymentLinks)
      .values([link(demo.treasurer), link(demo.admin), link('someone@illinois.edu')]);
    expect((await countsFor(demo.treasurer)).paymentLinks).toBe(mine + 1);
    expect((await countsFor(demo.admin)).paymentLinks).toBe(everyone + 3);
  });

  it('counts the unpaid links the payment link page lists to each person, a link admin everyone’s', async () => {
    // links@illinois.edu (infra-team) is made a link admin without the bypass role: the page lists
    // them every link, and the card they follow to it must count what it lists.
    const roles = await t.request({
      method: 'POST',
      url: '/api/v1/iam/groups/infra-team/roles',
      as: demo.admin,
      payload: { roles: ['admin:stripeLink'] },
    });
    expect(roles.statusCode, roles.body).toBe(200);
    const linkAdmin = 'links@illinois.edu';
    await db()
      .insert(paymentLinks)
      .values({
        id: `plink_${hex(8)}`,
        invoiceId: 'INV-ELSEWHERE',
        invoiceAmountCents: 1000,
        contactName: 'Contact',
        contactEmail: 'contact@example.com',
        userId: 'someone-else@illinois.edu',
        url: 'http://localhost/pay',
      });
    for (const person of [demo.treasurer, linkAdmin, demo.admin]) {
      const listed = await t.request({ method: 'GET', url: '/api/v1/stripe/paymentLinks', as: person });
      expect(listed.statusCode, listed.body).toBe(200);
      const unpaid = (listed.json() as { active: boolean; paidAmountUsd: number; invoiceAmountUsd: number }[]).filter(
        (link) => link.active && link.paidAmountUsd < link.invoiceAmountUsd,
      );
      expect((await countsFor(person)).paymentLinks, person).toBe(unpaid.length);
    }
    expect((await cardsFor(linkAdmin)).get('paymentLinks')?.detail).toMatch(/of all creators not paid in full$/);
  });

  it('opens the room requests of every semester together when those awaiting review span several', async () => {
    const current = currentSemester();
    const created = (semester: string) => ({
      semester,
      requestedBy: demo.rooms,
      title: `Request ${hex(3)}`,
      host: 'A01',
      status: 'created' as const,
      details: {} as never,
    });
    // The one semester with any (the current one, as the seed has it): that semester's list.
    expect((await cardsFor(demo.admin)).get('roomRequests')!.href).toBe('/roomRequests?status=created');
    const next = requestableSemesters(current)[1]!;
    await db().insert(roomRequests).values(created(next));
    const card = (await cardsFor(demo.admin)).get('roomRequests')!;
    expect(card.href).toBe(`/roomRequests?status=created&semester=${everySemester}`);
    expect(card.detail).toMatch(new RegExp(`, 1 in ${semesterLabel(next)}$`));
  });

  it('counts an invitation until the invited person signs in', async () => {
    const email = `invited-${hex(3)}@illinois.edu`;
    const before = (await countsFor(demo.invites)).invitations!;
    await db().insert(directoryInvitations).values({ email, invitedBy: demo.invites });
    expect((await countsFor(demo.invites)).invitations).toBe(before + 1);
    await t.app.directory.ensureUser({ username: email, mail: email });
    expect((await countsFor(demo.invites)).invitations).toBe(before);
  });

  it("lists this week's occurrences with their RSVPs, waitlist and tickets sold", async () => {
    const week = thisWeek();
    const wednesday = new Date(Date.parse(`${week.monday}T00:00:00Z`) + 2 * day).toISOString().slice(0, 10);
    const series = await addEvent(t, {
      title: `Weekly ${hex(3)}`,
      repeats: 'weekly',
      startsAt: localToInstant(
        `${new Date(Date.parse(`${wednesday}T00:00:00Z`) - 21 * day).toISOString().slice(0, 10)}T18:00:00`,
      ),
    });
    const rsvp = (userId: string, occurrence: string, status: 'confirmed' | 'waitlisted') => ({
      eventId: series,
      occurrence,
      userId,
      status,
      paidMember: false,
    });
    await db()
      .insert(rsvps)
      .values([
        rsvp('a@illinois.edu', wednesday, 'confirmed'),
        rsvp('b@illinois.edu', wednesday, 'confirmed'),
        rsvp('c@illinois.edu', wednesday, 'waitlisted'),
        // Another week's occurrence: not this one's.
        rsvp('d@illinois.edu', '2020-01-01', 'confirmed'),
      ]);
    await db()
      .insert(storeProducts)
      .values({
        id: `prod-${hex(4)}`,
        type: 'ticket',
        name: 'Weekly tickets',
        eventId: series,
        memberPriceCents: 0,
        nonMemberPriceCents: 0,
        reserved: 4,
        sold: 4,
      });
    const card = (await cardsFor(demo.rsvp)).get('eventsThisWeek')!;
    const key = `${series}~${wednesday}`;
    expect(card.events!.filter((event) => event.eventId.startsWith(series))).toEqual([
      {
        eventId: key,
        title: expect.stringMatching(/^Weekly /),
        startsAt: `${wednesday}T18:00:00`,
        rsvps: 2,
        waitlisted: 1,
        tickets: 4,
        href: `/events/${key}/rsvps`,
      },
    ]);
    expect(card.count).toBe(card.events!.length);
    expect(card.href).toBe('/home/events');
  });

  it("shows the audit chain's last verification, waiting until one is made", async () => {
    const before = (await cardsFor(demo.admin)).get('auditVerification')!;
    expect(before).toMatchObject({ count: 1, lastVerification: null });
    const verified = await t.request({ method: 'GET', url: '/api/v1/logs/verify', as: demo.admin });
    expect(verified.json()).toMatchObject({ intact: true });
    const after = (await cardsFor(demo.admin)).get('auditVerification')!;
    expect(after).toMatchObject({
      count: 0,
      detail: nothingWaiting,
      lastVerification: { ok: true, entries: verified.json().entries, verifiedAt: expect.any(String) },
    });
    expect(Date.now() - Date.parse(after.lastVerification!.verifiedAt)).toBeLessThan(60 * 60_000);
  });
});
