import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoomRequestRequest } from '@cp/contracts/room-requests';
import type { Acting } from '../../plugins/auth';
import { createTestApp, type TestApp } from '../../test/harness';
import { createRoomRequest } from './create-room-request';
import { inPersonRequest, people } from './test-requests';
import { updateRoomRequestStatus } from './update-room-request-status';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-rooms-mail-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const mailDir = () => path.join(dataDir, 'mail');
async function emailsTo(address: string) {
  const files = fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((f) => f.endsWith('.eml')) : [];
  const emails = await Promise.all(files.map((f) => PostalMime.parse(fs.readFileSync(path.join(mailDir(), f)))));
  return emails.filter((email) => email.to?.some((to) => to.address === address));
}

describe('status update emails', () => {
  it('emails the requester the new status and the notes on every update (.eml files of the mail service)', async () => {
    const title = 'Mail me';
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/roomRequests',
      as: people.requester,
      payload: inPersonRequest({ title }),
    });
    const { id } = created.json();
    const update = (status: string, notes: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/roomRequests/fa30/${id}/status`,
        as: people.reviewer,
        payload: { status, notes },
      });
    expect((await update('more_information_needed', 'Which projector do you need?')).statusCode).toBe(201);
    expect((await update('approved', 'Booked.')).statusCode).toBe(201);
    expect((await update('submitted', 'Too late.')).statusCode).toBe(409);
    await t.app.mailer.flush();

    const emails = (await emailsTo(people.requester)).filter((email) => email.subject?.includes(title));
    expect(emails.map((email) => email.subject).sort()).toEqual([
      'Room request "Mail me": Approved',
      'Room request "Mail me": More information needed',
    ]);
    const moreInfo = emails.find((email) => email.subject?.endsWith('More information needed'))!;
    expect(moreInfo.text).toContain('is now: More information needed.');
    expect(moreInfo.text).toContain('Which projector do you need?');
    expect(moreInfo.text).toContain(`/roomRequests/fa30/${id}`);
  });

  it('a failing mail enqueue rolls the status update back', async () => {
    const db = t.database.db;
    // Who acts, as actingOf makes it from a request.
    const acting = (username: string, requestId: string): Acting => ({
      actor: { kind: 'session', username, roles: [], orgRoles: [] },
      username,
      requestId,
    });
    const input = createRoomRequestRequest.parse(inPersonRequest({ title: 'Mail fails' }));
    const { id } = await createRoomRequest(db, acting(people.requester, 'r3'), input);
    const mailer = { enqueue: async () => Promise.reject(new Error('outbox down')) };
    const deps = { db, mailer, publicUrl: 'http://portal.test' };
    const writer = acting(people.reviewer, 'r4');
    const target = { semester: 'fa30', requestId: id };
    await expect(updateRoomRequestStatus(deps, writer, target, { status: 'approved', notes: 'x' })).rejects.toThrow();
    const details = await t.request({ method: 'GET', url: `/api/v1/roomRequests/fa30/${id}`, as: people.requester });
    expect(details.json().data.status).toBe('created');
    expect(details.json().updates).toHaveLength(1);
  });
});
