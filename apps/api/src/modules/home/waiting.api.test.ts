import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  nothingWaiting,
  waitingCardKeys,
  type DoorConflictsWaitingResponse,
  type MyWaitingResponse,
  type PickupWaitingResponse,
  type WaitingCard,
} from '@cp/contracts/home';
import { currentSemester, everySemester, requestableSemesters, semesterLabel } from '@cp/contracts/room-requests';
import {
  apiKeys,
  directoryInvitations,
  doorConflicts,
  doorScans,
  paymentLinks,
  roomRequests,
  rsvps,
  storeProducts,
  storePurchases,
} from '../../db/schema';
import { changePurchases } from '../../test/purchases';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { countCallsFrom } from '../../test/count-calls';
import { localToInstant } from '../events';
import { addEvent, addItem, addProduct, buyItem, orderProduct } from './test-support';
import { thisWeek } from './waiting-week';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const db = () => t.database.db;
const day = 86_400_000;
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function cardsFor(username: string): Promise<Map<string, WaitingCard>> {
  const res = await t.request({ method: 'GET', url: '/api/v1/me/waiting', as: username });
  expect(res.statusCode, res.body).toBe(200);
  const { cards } = res.json() as MyWaitingResponse;
  return new Map(cards.map((card) => [card.key, card]));
}
const countsFor = async (username: string) =>
  Object.fromEntries([...(await cardsFor(username))].map(([key, card]) => [key, card.count]));

describe('GET /api/v1/me/waiting', () => {
  it('shows no card to a person without a role, and exactly the cards each role allows', async () => {
    expect([...(await cardsFor(demo.member)).keys()]).toEqual([]);
    expect([...(await cardsFor('stranger@example.com')).keys()]).toEqual([]);
    // ROOM_REQUEST_CREATE files requests; only ROOM_REQUEST_UPDATE reviews them.
    expect([...(await cardsFor(demo.rooms)).keys()]).toEqual([]);
    expect([...(await cardsFor(demo.scanner)).keys()]).toEqual(['merchPickup', 'doorConflicts']);
    expect([...(await cardsFor(demo.treasurer)).keys()]).toEqual(['paymentLinks']);
    expect([...(await cardsFor(demo.invites)).keys()]).toEqual(['invitations']);
    expect([...(await cardsFor(demo.rsvp)).keys()]).toEqual(['eventsThisWeek']);
    expect([...(await cardsFor(demo.admin)).keys()]).toEqual([...waitingCardKeys]);
  });

  it('counts every card in one statement, and makes none for a person without a role', async () => {
    // The statements the cards' own code runs: other work on the same database (the audit
    // sealer's sweep, the rate limits' counters) may run at any moment and is not counted.
    const statementsOf = async (url: string, as: string) => {
      const { result, calls } = await countCallsFrom(t.database.db, /home[/\\]waiting/, ['execute'], () =>
        t.request({ method: 'GET', url, as }),
      );
      expect(result.statusCode).toBe(200);
      return calls;
    };
    for (const [as, expected] of [
      [demo.admin, 1],
      [demo.member, 0],
    ] as const) {
      expect(await statementsOf('/api/v1/me/waiting', as), as).toBe(expected);
    }
  });

  it("counts each card's waiting things for an officer with every role, and only those", async () => {
    const before = await countsFor(demo.admin);
    const semester = currentSemester();
    const request = (status: 'created' | 'approved' | 'submitted') => ({
      semester,
      requestedBy: demo.rooms,
      title: `Request ${hex(3)}`,
      host: 'A01',
      status,
      details: {} as never,
    });
    await db()
      .insert(roomRequests)
      .values([request('created'), request('created'), request('approved'), request('submitted')]);

    const hoodie = await addProduct(t, 'merch');
    await orderProduct(t, hoodie, 'fan1@example.com');
    await orderProduct(t, hoodie, 'fan2@example.com');
    await orderProduct(t, hoodie, 'fan3@example.com', { pay: false });
    const shirt = await addItem(t, 'merch');
    await buyItem(t, shirt, 'fan4@example.com', { size: 'M' });
    await buyItem(t, shirt, 'fan5@example.com', { size: 'M' });
    const fan5 = await db().select({ id: storePurchases.id }).from(storePurchases).where(eqEmail('fan5@example.com'));
    await changePurchases(
      db(),
      fan5.map((row) => row.id),
      { fulfilled: true },
    );

    const scan = async (createdAt: Date) => {
      const scanId = `scan-${hex(6)}`;
      await db()
        .insert(doorScans)
        .values({
          scanId,
          scannedAt: createdAt,
          actor: demo.scanner,
          kind: 'ticket',
          code: hex(16),
          outcome: 'conflict',
          message: 'Already admitted',
          online: false,
        });
      await db()
        .insert(doorConflicts)
        .values({
          secondScanId: scanId,
          itemId: shirt,
          purchaseId: hex(16),
          firstActor: demo.scanner,
          firstScannedAt: createdAt,
          createdAt,
        });
    };
    await scan(new Date());
    await scan(new Date(Date.now() - 30 * day));

    const link = (userId: string, paid: number, active = true) => ({
      id: `plink_${hex(8)}`,
      invoiceId: `INV-${hex(3)}`,
      invoiceAmountCents: 5000,
      paidAmountCents: paid,
      contactName: 'Contact',
      contactEmail: 'contact@example.com',
      userId,
      url: 'http://localhost/pay',
      active,
    });
    await db()
      .insert(paymentLinks)
      .values([link(demo.treasurer, 0), link(demo.admin, 2500), link(demo.admin, 5000), link(demo.admin, 0, false)]);

    await db()
      .insert(directoryInvitations)
      .values([
        { email: `guest-${hex(3)}@illinois.edu`, invitedBy: demo.invites },
        { email: `joined-${hex(3)}@illinois.edu`, invitedBy: demo.invites, acceptedAt: new Date() },
      ]);

    const key = (expiresInDays: number | null) => ({
      keyId: hex(6),
      description: 'A key',
      owner: demo.admin,
      roles: [],
      secretHash: hex(32),
      expiresAt: expiresInDays === null ? null : new Date(Date.now() + expiresInDays * day),
    });
    await db()
      .insert(apiKeys)
      .values([key(3), key(13), key(30), key(-1), key(null)]);

    const week = thisWeek();
    await addEvent(t, { startsAt: localToInstant(`${week.monday}T12:00:00`) });
    await addEvent(t, { startsAt: localToInstant(week.toLocal) });

    const after = await countsFor(demo.admin);
    expect(after).toEqual({
      roomRequests: before.roomRequests! + 2,
      merchPickup: before.merchPickup! + 3,
      doorConflicts: before.doorConflicts! + 1,
      paymentLinks: before.paymentLinks! + 2,
      invitations: before.invitations! + 1,
      eventsThisWeek: before.eventsThisWeek! + 1,
      apiKeysExpiring: before.apiKeysExpiring! + 2,
      auditVerification: before.auditVerification,
    });
    const cards = await cardsFor(demo.admin);
    expect(cards.get('roomRequests')!.href).toBe('/roomRequests?status=created');

    // Each card's page lists exactly what the card counted (issue 43), and names who and what.
    expect(cards.get('merchPickup')!.href).toBe('/home/pickup');
    const pickup = await t.request({ method: 'GET', url: '/api/v1/me/waiting/merchPickup', as: demo.scanner });
    expect(pickup.statusCode, pickup.body).toBe(200);
    const waiting = (pickup.json() as PickupWaitingResponse).waiting;
    expect(waiting).toHaveLength(after.merchPickup!);
    const emails = waiting.map((w) => w.email);
    expect(emails).toEqual(expect.arrayContaining(['fan1@example.com', 'fan2@example.com', 'fan4@example.com']));
    expect(emails).not.toContain('fan3@example.com');
    expect(emails).not.toContain('fan5@example.com');
    // Bought alone, it is an order of one line like any other (decision 0063).
    expect(waiting.find((w) => w.email === 'fan4@example.com')).toMatchObject({
      kind: 'order',
      items: [expect.stringContaining('(M)')],
    });
    expect(cards.get('doorConflicts')!.href).toBe('/home/conflicts');
    const conflicts = await t.request({ method: 'GET', url: '/api/v1/me/waiting/doorConflicts', as: demo.scanner });
    expect(conflicts.statusCode, conflicts.body).toBe(200);
    const listed = (conflicts.json() as DoorConflictsWaitingResponse).conflicts;
    expect(listed).toHaveLength(after.doorConflicts!);
    expect(listed.filter((c) => c.itemId === shirt)).toHaveLength(1);
    // Not the member's to read.
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/me/waiting/merchPickup', as: demo.member })).statusCode,
    ).toBe(403);
    for (const card of cards.values()) {
      expect(card.detail === nothingWaiting, card.key).toBe(card.count === 0);
    }
  });

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

function eqEmail(email: string) {
  return sql`${storePurchases.email} = ${email}`;
}
