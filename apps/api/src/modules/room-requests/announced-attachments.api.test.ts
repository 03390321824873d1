import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAssignments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { testPublicUrl } from '../../test/config';
import { inPersonRequest, people } from './test-requests';

/** The platform's clients attach a file to a status update and fetch it through attachmentDownloadUrl. */
let t: TestApp;
let dataDir: string;
const otherRequester = 'rooms-four@illinois.edu';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'room-announced-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.database.db
    .insert(roleAssignments)
    .values({ principalType: 'user', principalId: otherRequester, role: 'ROOM_REQUEST_CREATE' });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const base = '/api/v1/roomRequests';
const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const info = { filename: 'booking confirmation.pdf', fileSizeBytes: pdf.length, contentType: 'application/pdf' };

async function createdId(): Promise<string> {
  const res = await t.request({ method: 'POST', url: base, as: people.requester, payload: { ...inPersonRequest() } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const put = (url: string, bytes: Buffer, type = 'application/pdf') =>
  t.app.inject({
    method: 'PUT',
    url: url.replace(testPublicUrl, ''),
    headers: { 'content-type': type },
    payload: bytes,
  });
const details = async (id: string) =>
  (await t.request({ method: 'GET', url: `${base}/fa30/${id}`, as: people.requester })).json();

describe('a file announced with a status update', () => {
  it('is uploaded once to the answered uploadUrl, then named in the timeline and found by attachmentDownloadUrl', async () => {
    const id = await createdId();
    const posted = await t.request({
      method: 'POST',
      url: `${base}/fa30/${id}/status`,
      as: people.reviewer,
      payload: { status: 'approved', notes: 'Booked; confirmation attached.', attachmentInfo: info },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { uploadUrl, createdAt } = posted.json();
    expect(uploadUrl).toMatch(
      new RegExp(`^${testPublicUrl}${base}/fa30/${id}/attachments/[0-9a-f-]{36}/content\\?key=`),
    );
    const downloadUrlPath = `${base}/fa30/${id}/attachmentDownloadUrl/${createdAt}/approved`;
    // Nothing to show or download before the bytes arrive.
    expect((await details(id)).attachments).toEqual([]);
    expect((await t.request({ method: 'GET', url: downloadUrlPath, as: people.requester })).statusCode).toBe(404);

    expect((await put(uploadUrl, pdf, 'image/png')).statusCode).toBe(415);
    const short = await put(uploadUrl, pdf.subarray(0, 10));
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(`The file must be the ${pdf.length} bytes announced with the update.`);
    expect((await put(uploadUrl.replace(/key=.*/, `key=${'A'.repeat(43)}`), pdf)).statusCode).toBe(404);
    const uploaded = await put(uploadUrl, pdf);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const again = await put(uploadUrl, pdf);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('The upload link has expired or was used: post the update again.');

    const after = await details(id);
    expect(after.updates.at(-1)).toMatchObject({ status: 'approved', attachmentFilename: 'booking confirmation.pdf' });
    expect(after.attachments).toEqual([
      expect.objectContaining({ attachmentId: uploaded.json().attachmentId, createdBy: people.reviewer }),
    ]);
    const link = await t.request({ method: 'GET', url: downloadUrlPath, as: people.requester });
    expect(link.statusCode, link.body).toBe(200);
    const { downloadUrl } = link.json();
    expect(downloadUrl).toBe(`${testPublicUrl}${base}/fa30/${id}/attachments/${uploaded.json().attachmentId}`);
    const file = await t.request({ method: 'GET', url: downloadUrl.replace(testPublicUrl, ''), as: people.requester });
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await t.request({ method: 'GET', url: downloadUrlPath, as: otherRequester })).statusCode).toBe(403);
  });

  it('refuses an announced file over 10 MB or of another type, with the upload messages', async () => {
    const id = await createdId();
    for (const [change, message] of [
      [{ fileSizeBytes: 10_000_001 }, 'The file is larger than 10 MB.'],
      [{ contentType: 'text/html' }, 'Attach a PDF, JPEG, HEIC or PNG file.'],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: `${base}/fa30/${id}/status`,
        as: people.reviewer,
        payload: { status: 'submitted', notes: 'Sent.', attachmentInfo: { ...info, ...change } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });
});
