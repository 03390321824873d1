import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleAssignments } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { inPersonRequest, people } from './test-requests';

let t: TestApp;
let dataDir: string;
const otherRequester = 'rooms-three@illinois.edu';
const readsAll = 'reads-rooms@illinois.edu';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'room-attachments-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  await t.database.db.insert(roleAssignments).values([
    { principalType: 'user', principalId: otherRequester, role: 'ROOM_REQUEST_CREATE' },
    { principalType: 'user', principalId: readsAll, role: 'ROOM_REQUEST_VIEW_ALL' },
  ]);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const base = '/api/v1/roomRequests';
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x20), Buffer.from('\n%%EOF\n')]);
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const errorOf = (message: string) => ({ error: true, id: 104, name: 'ValidationError', message });

async function createdId(): Promise<string> {
  const res = await t.request({ method: 'POST', url: base, as: people.requester, payload: { ...inPersonRequest() } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const upload = (id: string, bytes: Buffer, type: string, as: string = people.requester, filename = 'floor plan.pdf') =>
  t.request({
    method: 'POST',
    url: `${base}/fa30/${id}/attachments?filename=${encodeURIComponent(filename)}`,
    as,
    headers: { 'content-type': type },
    payload: bytes,
  });
const get = (url: string, as: string) => t.request({ method: 'GET', url, as });

describe('attaching a file to a room request', () => {
  it('stores the file; the request lists it and its readers download the same bytes', async () => {
    const id = await createdId();
    const res = await upload(id, pdf, 'application/pdf', people.requester, 'Plan – Union 314A.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const attachment = res.json();
    expect(attachment).toEqual({
      attachmentId: expect.any(String),
      filename: 'Plan – Union 314A.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
      createdBy: people.requester,
      createdAt: expect.any(String),
      downloadUrl: `${base}/fa30/${id}/attachments/${attachment.attachmentId}`,
    });
    const details = await get(`${base}/fa30/${id}`, people.requester);
    expect(details.json().attachments).toEqual([attachment]);
    for (const reader of [people.requester, people.reviewer, readsAll]) {
      const file = await get(attachment.downloadUrl, reader);
      expect(file.statusCode, reader).toBe(200);
      expect(file.rawPayload.equals(pdf)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="Plan _ Union 314A.pdf"; filename*=UTF-8''${encodeURIComponent('Plan – Union 314A.pdf')}`,
      );
      expect(file.headers['x-content-type-options']).toBe('nosniff');
    }
    // On disk under DATA_DIR, named by ids only: the uploaded name is never a path.
    expect(await readdir(path.join(dataDir, 'room-request-attachments', id))).toEqual([attachment.attachmentId]);
  });

  it('lets a reviewer attach, but not another requester nor a reader who reviews nothing', async () => {
    const id = await createdId();
    expect((await upload(id, png, 'image/png', people.reviewer, 'approval.png')).statusCode).toBe(201);
    const stranger = await upload(id, png, 'image/png', otherRequester);
    expect(stranger.statusCode).toBe(403);
    const reader = await upload(id, png, 'image/png', readsAll);
    expect(reader.statusCode).toBe(403);
    expect(reader.json().message).toBe('Only the requester and the reviewers may attach files to a room request.');
    expect((await upload(id, png, 'image/png', people.outsider)).statusCode).toBe(403);
  });

  it('downloads only for those who may read the request', async () => {
    const id = await createdId();
    const { downloadUrl, attachmentId } = (await upload(id, pdf, 'application/pdf')).json();
    expect((await get(downloadUrl, otherRequester)).statusCode).toBe(403);
    expect((await get(downloadUrl, people.outsider)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: downloadUrl })).statusCode).toBe(401);
    // An attachment of another request is not found through this one.
    const other = await createdId();
    expect((await get(`${base}/fa30/${other}/attachments/${attachmentId}`, people.reviewer)).statusCode).toBe(404);
  });

  it('refuses a type outside PDF, JPEG, HEIC and PNG with 415, and contents that are not that type with 400', async () => {
    const id = await createdId();
    for (const type of ['text/html', 'text/plain', 'application/zip', 'application/json']) {
      const res = await upload(id, type === 'application/json' ? Buffer.from('{}') : pdf, type);
      expect(res.statusCode, type).toBe(415);
      expect(res.json()).toEqual(errorOf('Attach a PDF, JPEG, HEIC or PNG file.'));
    }
    const disguised = await upload(id, Buffer.from('<script>alert(1)</script>'), 'image/png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toEqual(
      errorOf("The file's contents do not match its type: attach a PDF, JPEG, HEIC or PNG file."),
    );
    expect((await get(`${base}/fa30/${id}`, people.requester)).json().attachments).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 and says so', async () => {
    const id = await createdId();
    const big = Buffer.concat([pdf, Buffer.alloc(10_000_001 - pdf.length)]);
    const res = await upload(id, big, 'application/pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(errorOf('The file is larger than 10 MB.'));
  });

  it('refuses a name with a slash or without characters, and keeps names out of paths', async () => {
    const id = await createdId();
    for (const filename of ['../../etc/passwd', 'a\\b.pdf', ' ', 'x'.repeat(101)]) {
      const res = await upload(id, pdf, 'application/pdf', people.requester, filename);
      expect(res.statusCode, filename).toBe(400);
      expect(res.json().message).toBe('Give the file a name of 1 to 100 characters, without slashes.');
    }
  });
});
