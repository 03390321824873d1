import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { CreateRoomRequestRequest } from '@cp/contracts/room-requests';
import { auditLog, roleAssignments, roomRequests } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { inPersonRequest, people, virtualRequest } from './test-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const base = '/api/v1/roomRequests';
const create = (payload: unknown, as: string = people.requester) =>
  t.request({ method: 'POST', url: base, as, payload: payload as Record<string, unknown> });
const validate = (payload: unknown) =>
  t.request({
    method: 'POST',
    url: `${base}/validate`,
    as: people.requester,
    payload: payload as Record<string, unknown>,
  });
const setStatus = (semester: string, id: string, payload: Record<string, unknown>, as: string = people.reviewer) =>
  t.request({ method: 'POST', url: `${base}/${semester}/${id}/status`, as, payload });
const open = (semester: string, id: string, as: string) =>
  t.request({ method: 'GET', url: `${base}/${semester}/${id}`, as });

async function createdId(payload: CreateRoomRequestRequest, as: string = people.requester): Promise<string> {
  const res = await create(payload, as);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

describe('creating a room request', () => {
  it('answers 201 { id, status: created } with one update, and audits it', async () => {
    const res = await create(inPersonRequest());
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe('created');
    const details = await open('fa30', id, people.requester);
    expect(details.json().updates).toEqual([
      { status: 'created', notes: expect.any(String), createdBy: people.requester, createdAt: expect.any(String) },
    ]);
    expect(details.json().data).toMatchObject({ ...inPersonRequest(), requestId: id, status: 'created' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'roomRequests'), eq(auditLog.target, id)));
    expect(audit).toEqual([
      expect.objectContaining({ actor: people.requester, requestId: res.headers['x-request-id'] }),
    ]);
  });

  it('drops the answers to questions a virtual event is not asked', async () => {
    const id = await createdId(virtualRequest({ spaceType: 'bif', specificRoom: 'BIF 1', seatsNeeded: 3 }));
    const { data } = (await open('fa30', id, people.requester)).json();
    expect(data).toMatchObject({ spaceType: null, specificRoom: null, seatsNeeded: null, estimatedAttendees: null });
  });

  it('is refused without ROOM_REQUEST_CREATE', async () => {
    expect((await create(inPersonRequest(), people.outsider)).statusCode).toBe(403);
  });
});

describe('the rules of spec sections 5 and 9, with the form messages', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');
  const cases: [string, Partial<CreateRoomRequestRequest>, string][] = [
    ['description under 10 words', { description: words(9) }, 'Description must have at least 10 words'],
    [
      'description over 1000 characters',
      { description: `${words(10)} ${'x'.repeat(1000)}` },
      'Description must be at most 1000 characters',
    ],
    ['setup minutes below 5', { setupMinutesBefore: 0 }, 'Setup time must be 5 to 60 minutes in steps of 5'],
    ['setup minutes above 60', { setupMinutesBefore: 65 }, 'Setup time must be 5 to 60 minutes in steps of 5'],
    ['setup minutes off the step', { setupMinutesBefore: 12 }, 'Setup time must be 5 to 60 minutes in steps of 5'],
    ['setup needed without minutes', { setupMinutesBefore: null }, 'Setup time must be 5 to 60 minutes in steps of 5'],
    ['no attendees', { estimatedAttendees: 0 }, 'Estimated attendees must be at least 1'],
    ['no seats', { seatsNeeded: 0 }, 'Seats needed must be at least 1'],
    [
      'fewer seats than attendees',
      { estimatedAttendees: 50, seatsNeeded: 49 },
      'Seats needed cannot be fewer than estimated attendees',
    ],
    ['attendee percent 0', { nonIllinoisAttendees: 0 }, 'Non-Illinois attendee percent must be 1 to 100'],
    ['attendee percent 101', { nonIllinoisAttendees: 101 }, 'Non-Illinois attendee percent must be 1 to 100'],
    ['on-campus partners yes without text', { onCampusPartners: ' ' }, 'Please name the on-campus partners'],
    ['off-campus partners yes without text', { offCampusPartners: '' }, 'Please name the off-campus partners'],
    ['speaker yes without text', { nonIllinoisSpeaker: '' }, 'Please name the non-Illinois speaker'],
    ['shorter than 30 minutes', { eventEnd: '2030-10-01T18:29:00' }, 'The event must last at least 30 minutes'],
    ['end before start', { eventEnd: '2030-10-01T17:00:00' }, 'Event end must be after the start'],
    ['end equal to start', { eventEnd: '2030-10-01T18:00:00' }, 'Event end must be after the start'],
    [
      'recurring without pattern',
      { isRecurring: true, recurrenceEndDate: '2030-12-01' },
      'Recurrence pattern is required for a recurring event',
    ],
    [
      'recurring without end date',
      { isRecurring: true, recurrencePattern: 'weekly' },
      'Recurrence end date is required for a recurring event',
    ],
    [
      'unknown pattern',
      { isRecurring: true, recurrencePattern: 'daily' as 'weekly', recurrenceEndDate: '2030-12-01' },
      'Recurrence pattern is required for a recurring event',
    ],
    ['union without setup question', { setupDetails: null }, 'Setup details are required for this space type'],
    [
      'performance space without setup question',
      { spaceType: 'campus_performance', setupDetails: null },
      'Setup details are required for this space type',
    ],
    [
      'campus rec without setup question',
      { spaceType: 'campus_rec', setupDetails: null },
      'Setup details are required for this space type',
    ],
    ['in person without a space type', { spaceType: null }, 'Space type is required'],
    ['in person without a room', { specificRoom: null }, 'Specific room is required'],
    ['both without seats', { locationType: 'both', seatsNeeded: null }, 'Seats needed is required'],
    ['bad semester', { semester: 'fall25' }, 'Semester must look like fa25: fa, sp, su or wi and two digits'],
    ['title of 1 character', { title: 'A' }, 'Title must be at least 2 characters'],
    ['bad start', { eventStart: '2030-10-01 18:00' }, 'Event start must be a date and time like 2025-09-04T18:00:00'],
  ];

  it.each(cases)('%s: 400 from create and from validate, nothing stored', async (_name, change, message) => {
    const payload = inPersonRequest({ title: `Rule ${_name}`, ...change });
    for (const res of [await create(payload), await validate(payload)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, id: 104, name: 'ValidationError', message });
    }
    const stored = await t.database.db
      .select()
      .from(roomRequests)
      .where(eq(roomRequests.title, `Rule ${_name}`));
    expect(stored).toEqual([]);
  });

  it('accepts the boundaries and a classroom without the setup question', async () => {
    const payload = inPersonRequest({
      title: 'Boundaries',
      spaceType: 'campus_classroom',
      setupDetails: null,
      setupMinutesBefore: 60,
      estimatedAttendees: 1,
      seatsNeeded: 1,
      nonIllinoisAttendees: 100,
      eventEnd: '2030-10-01T18:30:00',
      isRecurring: true,
      recurrencePattern: 'monthly',
      recurrenceEndDate: '2030-10-01',
    });
    expect((await validate(payload)).json()).toEqual({ valid: true });
    expect((await create(payload)).statusCode).toBe(201);
  });

  it('refuses a host that is not one of the organizations', async () => {
    const res = await validate(inPersonRequest({ host: 'S99' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Host is required');
  });
});

describe('status updates', () => {
  it('records each update, refuses created and the current status, and finalizes on approved', async () => {
    const id = await createdId(inPersonRequest({ title: 'Status flow' }));
    const notes = (n: string) => ({ notes: n });
    expect((await setStatus('fa30', id, { status: 'created', ...notes('x') })).statusCode).toBe(400);
    const same = await setStatus('fa30', id, { status: 'submitted', ...notes('Sent.') });
    expect(same.statusCode).toBe(201);
    const again = await setStatus('fa30', id, { status: 'submitted', ...notes('Sent again.') });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The request already has this status');
    expect((await setStatus('fa30', id, { status: 'more_information_needed', notes: '' })).json().message).toBe(
      'Notes are required',
    );
    expect(
      (await setStatus('fa30', id, { status: 'more_information_needed', notes: 'x'.repeat(1001) })).json().message,
    ).toBe('Notes must be at most 1000 characters');
    expect(
      (await setStatus('fa30', id, { status: 'more_information_needed', notes: 'x'.repeat(1000) })).statusCode,
    ).toBe(201);
    expect((await setStatus('fa30', id, { status: 'approved', notes: 'Booked.' })).statusCode).toBe(201);
    for (const status of ['rejected_by_acm', 'submitted', 'more_information_needed']) {
      const res = await setStatus('fa30', id, { status, notes: 'Too late.' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: true,
        id: 112,
        name: 'ResourceConflictError',
        message: 'This request has been finalized',
      });
    }
    const { data, updates } = (await open('fa30', id, people.requester)).json();
    expect(data.status).toBe('approved');
    expect(updates.map((u: { status: string }) => u.status)).toEqual([
      'created',
      'submitted',
      'more_information_needed',
      'approved',
    ]);
    expect(updates[3]).toMatchObject({ notes: 'Booked.', createdBy: people.reviewer });
  });

  it('needs ROOM_REQUEST_UPDATE, and 404 for an unknown request or the wrong semester', async () => {
    const id = await createdId(inPersonRequest({ title: 'Not mine to update' }));
    expect((await setStatus('fa30', id, { status: 'submitted', notes: 'x' }, people.requester)).statusCode).toBe(403);
    expect((await setStatus('sp30', id, { status: 'submitted', notes: 'x' })).statusCode).toBe(404);
    expect((await open('sp30', id, people.reviewer)).statusCode).toBe(404);
  });

  it('lets only one of two racing approvals through', async () => {
    const id = await createdId(inPersonRequest({ title: 'Race' }));
    const results = await Promise.all([
      setStatus('fa30', id, { status: 'approved', notes: 'First.' }),
      setStatus('fa30', id, { status: 'approved', notes: 'Second.' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('who sees what', () => {
  it('a requester lists and opens only their own; the reviewer sees every request', async () => {
    const mine = await createdId(inPersonRequest({ semester: 'sp31', title: 'Mine' }));
    const theirs = await createdId(inPersonRequest({ semester: 'sp31', title: 'Theirs' }), people.reviewer);
    const list = async (as: string) =>
      (await t.request({ method: 'GET', url: `${base}/sp31?select=requestId`, as })).json();
    expect(await list(people.requester)).toEqual([{ requestId: mine }]);
    expect(await list(people.reviewer)).toEqual([{ requestId: mine }, { requestId: theirs }]);
    const res = await open('sp31', theirs, people.requester);
    expect(res.statusCode).toBe(403);
    expect(res.json().name).toBe('UnauthorizedError');
    expect((await open('sp31', mine, people.reviewer)).statusCode).toBe(200);
  });

  it('an administrator (BYPASS_OBJECT_LEVEL_AUTH) who only creates requests still sees and opens every one', async () => {
    const chair = 'chair@illinois.edu';
    await t.database.db.insert(roleAssignments).values(
      ['ROOM_REQUEST_CREATE', 'BYPASS_OBJECT_LEVEL_AUTH'].map((role) => ({
        principalType: 'user' as const,
        principalId: chair,
        role,
      })),
    );
    const theirs = await createdId(inPersonRequest({ semester: 'fa31', title: 'Not the chair’s' }));
    const list = await t.request({ method: 'GET', url: `${base}/fa31?select=requestId`, as: chair });
    expect(list.json()).toEqual([{ requestId: theirs }]);
    expect((await open('fa31', theirs, chair)).statusCode).toBe(200);
  });

  it('select returns exactly the selected fields; an unknown field is a 400', async () => {
    await createdId(inPersonRequest({ semester: 'su31', title: 'Selected' }));
    const url = `${base}/su31?select=requestId&select=title&select=host&select=status`;
    const rows = (await t.request({ method: 'GET', url, as: people.requester })).json();
    expect(rows).toEqual([{ requestId: expect.any(String), title: 'Selected', host: 'A01', status: 'created' }]);
    const one = (
      await t.request({ method: 'GET', url: `${base}/su31?select=seatsNeeded`, as: people.requester })
    ).json();
    expect(one).toEqual([{ seatsNeeded: 45 }]);
    const bad = await t.request({
      method: 'GET',
      url: `${base}/su31?select=title&select=password`,
      as: people.requester,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown field: password');
  });

  it('refuses a malformed semester', async () => {
    const res = await t.request({ method: 'GET', url: `${base}/fall2025`, as: people.requester });
    expect(res.statusCode).toBe(400);
  });
});
