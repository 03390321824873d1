import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, roleAssignments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { inPersonRequest, people, virtualRequest } from './test-requests';

let t: TestApp;
const otherRequester = 'rooms-two@illinois.edu';
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db
    .insert(roleAssignments)
    .values({ principalType: 'user', principalId: otherRequester, role: 'ROOM_REQUEST_CREATE' });
});
afterAll(async () => t.close());

const base = '/api/v1/roomRequests';
const errorOf = (message: string) => ({ error: true, id: expect.any(Number), name: expect.any(String), message });

async function createdId(payload = inPersonRequest()): Promise<string> {
  const res = await t.request({ method: 'POST', url: base, as: people.requester, payload: { ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const edit = (id: string, payload: Record<string, unknown>, as: string = people.requester) =>
  t.request({ method: 'PATCH', url: `${base}/fa30/${id}`, as, payload });
const open = async (id: string) =>
  (await t.request({ method: 'GET', url: `${base}/fa30/${id}`, as: people.requester })).json();

describe('editing a room request', () => {
  it('changes only the fields sent, keeps the status, and the timeline shows each change before and after', async () => {
    const id = await createdId();
    const res = await edit(id, { title: 'Bigger Workshop', seatsNeeded: 60, reason: 'More people signed up' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id });
    const { data, updates } = await open(id);
    expect(data).toMatchObject({ ...inPersonRequest(), title: 'Bigger Workshop', seatsNeeded: 60, status: 'created' });
    expect(updates).toEqual([
      expect.objectContaining({ status: 'created' }),
      {
        status: 'edited',
        notes: 'More people signed up',
        createdBy: people.requester,
        createdAt: expect.any(String),
        diff: { title: { old: 'Test Workshop', new: 'Bigger Workshop' }, seatsNeeded: { old: 45, new: 60 } },
      },
    ]);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, id), eq(auditLog.module, 'roomRequests')));
    expect(audit.map((entry) => entry.message)).toContain(
      'Edited room request "Bigger Workshop". Changed fields: title, seatsNeeded.',
    );
  });

  it('applies every creation rule to the merged request, and shows answers dropped by a change', async () => {
    const id = await createdId();
    const tooFewSeats = await edit(id, { seatsNeeded: 10, reason: 'Smaller room' });
    expect(tooFewSeats.statusCode).toBe(400);
    expect(tooFewSeats.json()).toEqual(errorOf('Seats needed cannot be fewer than estimated attendees'));
    const toVirtual = await edit(id, { locationType: 'virtual', reason: 'Moving online' });
    expect(toVirtual.statusCode, toVirtual.body).toBe(200);
    const { updates } = await open(id);
    expect(updates.at(-1).diff).toEqual({
      locationType: { old: 'in-person', new: 'virtual' },
      spaceType: { old: 'illini_union', new: null },
      specificRoom: { old: 'Illini Union 314A', new: null },
      estimatedAttendees: { old: 40, new: null },
      seatsNeeded: { old: 45, new: null },
      setupDetails: { old: 'Tables in rows and a projector.', new: null },
    });
  });

  it('requires a reason and at least one changed field', async () => {
    const id = await createdId(virtualRequest());
    for (const payload of [{ title: 'New title' }, { title: 'New title', reason: '   ' }]) {
      const res = await edit(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errorOf('Please provide a reason for the edit'));
    }
    const nothing = await edit(id, { reason: 'No change' });
    expect(nothing.json()).toEqual(errorOf('At least one field must be provided to update.'));
    const same = await edit(id, { title: 'Online Study Hall', reason: 'Same title' });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual(errorOf('The edit changes nothing: every field sent already has that value.'));
    expect((await open(id)).updates).toHaveLength(1);
  });

  it('is for the requester only: another requester and a reviewer get 403', async () => {
    const id = await createdId();
    for (const who of [otherRequester, people.reviewer]) {
      const res = await edit(id, { title: 'Taken over', reason: 'Mine now' }, who);
      expect(res.statusCode, who).toBe(403);
      expect(res.json()).toEqual(errorOf('Only the requester may edit a room request.'));
    }
    expect((await edit(id, { title: 'Taken', reason: 'x' }, people.outsider)).statusCode).toBe(403);
    expect((await open(id)).data.title).toBe('Test Workshop');
  });

  it('is refused with 409 once the request has left created', async () => {
    const id = await createdId();
    const moved = await t.request({
      method: 'POST',
      url: `${base}/fa30/${id}/status`,
      as: people.reviewer,
      payload: { status: 'submitted', notes: 'Sent to the university' },
    });
    expect(moved.statusCode).toBe(201);
    const res = await edit(id, { title: 'Too late', reason: 'Forgot something' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(errorOf('Room request cannot be edited while in the "Submitted to UIUC" state.'));
  });

  it('answers 404 for a request that does not exist in that semester', async () => {
    const id = await createdId();
    const res = await t.request({
      method: 'PATCH',
      url: `${base}/sp30/${id}`,
      as: people.requester,
      payload: { title: 'Elsewhere', reason: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });
});
