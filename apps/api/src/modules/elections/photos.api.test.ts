import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { electionBody } from './test-elections';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

// A 1×1 PNG, and a "PNG" whose bytes are text.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const pngUrl = `data:image/png;base64,${png.toString('base64')}`;
const fakeUrl = `data:image/png;base64,${Buffer.from('not an image at all').toString('base64')}`;
const pngId = createHash('sha256').update(png).digest('hex');

/** The election's positions with Ada's photo set to `photo` (a data URL, a kept id, or none). */
const withAdaPhoto = (photo?: string) =>
  electionBody().positions.map((p, i) =>
    i === 0 ? { ...p, candidates: p.candidates.map((c) => (c.name === 'Ada' && photo ? { ...c, photo } : c)) } : p,
  );

const patch = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/v1/elections/${id}`, as: demo.admin, payload });
const photoRows = async (id: string) =>
  (
    (await t.database.db.execute(`select id from election_photos where election_id = '${id}'`)) as unknown as {
      rows: { id: string }[];
    }
  ).rows.map((row) => row.id);

describe("a candidate's photo", () => {
  it('is uploaded in a change before opening, served to members, kept by its id, and dropped when removed', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/elections',
      as: demo.admin,
      payload: electionBody(),
    });
    const id: string = created.json().id;

    const changed = await patch(id, { positions: withAdaPhoto(pngUrl) });
    expect(changed.statusCode).toBe(200);
    const ada = changed.json().positions[0].candidates[0];
    expect(ada).toMatchObject({ name: 'Ada', photoId: pngId, photoUrl: `/api/v1/elections/${id}/photos/${pngId}` });
    expect(ada).not.toHaveProperty('photo');

    const served = await t.request({ method: 'GET', url: ada.photoUrl, as: demo.member });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(served.rawPayload.equals(png)).toBe(true);

    // A change that sends the photo's id keeps it; an id the election does not hold is refused.
    const kept = await patch(id, { title: 'With photos', positions: withAdaPhoto(pngId) });
    expect(kept.json().positions[0].candidates[0].photoUrl).toBe(ada.photoUrl);
    const foreign = await patch(id, { positions: withAdaPhoto('f'.repeat(64)) });
    expect(foreign.statusCode).toBe(400);
    expect(await photoRows(id)).toEqual([pngId]);

    const removed = await patch(id, { positions: withAdaPhoto() });
    expect(removed.json().positions[0].candidates[0]).not.toHaveProperty('photoUrl');
    expect(await photoRows(id)).toEqual([]);
    expect((await t.request({ method: 'GET', url: ada.photoUrl, as: demo.member })).statusCode).toBe(404);
  });

  it('is refused when its bytes are not the image it says, or it is not an image', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/v1/elections',
      as: demo.admin,
      payload: electionBody(),
    });
    const id: string = created.json().id;
    const fake = await patch(id, { positions: withAdaPhoto(fakeUrl) });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toBe('This file is not the image it says it is.');
    const link = await patch(id, { positions: withAdaPhoto('https://example.com/ada.png') });
    expect(link.statusCode).toBe(400);
    expect(await photoRows(id)).toEqual([]);
  });
});
