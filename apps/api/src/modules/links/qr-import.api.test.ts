import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { auditLog } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { testPublicUrl } from '../../test/config';
import { pngPixels } from '../../test/png-pixels';
import { addLinkPeople, linkPeople as people } from './test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await addLinkPeople(t.database.db);
});
afterAll(async () => t.close());

const create = (as: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/v1/linkry/redir', as, payload });
const qr = (as: string, path: string) => t.request({ method: 'GET', url: `/api/v1/linkry/redir/${path}`, as });
const importCsv = (csv: string, as: string = people.owner) =>
  t.request({ method: 'POST', url: '/api/v1/linkry/import', as, payload: { csv } });

describe('QR codes', () => {
  it('draws a PNG that decodes to the short URL with ?qr=1', async () => {
    await create(people.owner, { slug: 'club/flyer', redirect: 'https://example.com/flyer' });
    const res = await qr(people.owner, 'club%2Fflyer/qr.png?size=300');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const image = pngPixels(res.rawPayload);
    expect(image.width).toBe(300);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(`${testPublicUrl}/club/flyer?qr=1`);
  });

  it('draws the chapter mark over the centre of a PNG that still decodes', async () => {
    const res = await qr(people.owner, 'club%2Fflyer/qr.png?size=512&logo=1');
    expect(res.statusCode).toBe(200);
    const image = pngPixels(res.rawPayload);
    expect(image.width).toBe(512);
    const centre = (256 * 512 + 256) * 4;
    expect([...image.data.subarray(centre, centre + 3)]).toEqual([0x1f, 0x4e, 0x9c]);
    expect(jsQR(image.data, image.width, image.height)?.data).toBe(`${testPublicUrl}/club/flyer?qr=1`);
  });

  it('draws an SVG, with the chapter mark in the centre when asked', async () => {
    const plain = await qr(people.owner, 'club%2Fflyer/qr.svg');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(plain.body).toMatch(/^<svg/);
    expect(plain.body).not.toContain('ACM');
    const marked = await qr(people.owner, 'club%2Fflyer/qr.svg?logo=1');
    expect(marked.body).toContain('>ACM</text></svg>');
  });

  it('keeps sizes within 256 to 2048 pixels and codes to those who manage the link', async () => {
    expect((await qr(people.owner, 'club%2Fflyer/qr.png?size=100')).statusCode).toBe(400);
    expect((await qr(people.owner, 'club%2Fflyer/qr.png?size=4096')).statusCode).toBe(400);
    expect((await qr(people.stranger, 'club%2Fflyer/qr.png')).statusCode).toBe(403);
    expect((await qr(people.linksAdmin, 'club%2Fflyer/qr.svg')).statusCode).toBe(200);
    expect((await qr(people.owner, 'no-such/qr.svg')).statusCode).toBe(404);
    expect((await qr(people.owner, 'club/flyer/qr.svg')).statusCode).toBe(308);
  });
});

describe('CSV import', () => {
  it('creates the good rows and reports each bad one', async () => {
    const csv = [
      'slug,redirect,access',
      'import-one,https://example.com/1,officers',
      'import-two,https://example.com/2,',
      'bad slug!,https://example.com/3,',
      'import-three,javascript:alert(1),',
      'import-four,https://example.com/4,no-such-group',
      'import-one,https://example.com/dup,',
      '"import-five","https://example.com/5?a=1,2","officers;infra-team"',
      '',
      'linkry,https://example.com/reserved,',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.created).toEqual(['import-one', 'import-two', 'import-five']);
    expect(answer.failed.map((f: { row: number; slug: string }) => [f.row, f.slug])).toEqual([
      [4, 'bad slug!'],
      [5, 'import-three'],
      [6, 'import-four'],
      [7, 'import-one'],
      [10, 'linkry'],
    ]);
    for (const failure of answer.failed) expect(failure.message).toEqual(expect.any(String));
    const five = (await t.request({ method: 'GET', url: '/api/v1/linkry/redir/import-five', as: people.owner })).json();
    expect(five).toMatchObject({ redirect: 'https://example.com/5?a=1,2', access: ['officers', 'infra-team'] });
    expect((await t.app.inject({ method: 'GET', url: '/import-two' })).headers.location).toBe('https://example.com/2');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.module, 'linkry'), eq(auditLog.target, 'import-one')));
    expect(audits).toHaveLength(1);
  });

  it('imports a tags column, and reports every problem of a row, not only the first (issue 43)', async () => {
    const csv = [
      'slug,redirect,access,tags',
      'import-tagged,https://example.com/t,,Flyers; spring 2026',
      'bad slug!,javascript:alert(1),,',
    ].join('\n');
    const answer = (await importCsv(csv)).json();
    expect(answer.created).toEqual(['import-tagged']);
    const tagged = (
      await t.request({ method: 'GET', url: '/api/v1/linkry/redir/import-tagged', as: people.owner })
    ).json();
    expect(tagged.tags).toEqual(['flyers', 'spring 2026']);
    expect(answer.failed).toHaveLength(1);
    const { message } = answer.failed[0] as { message: string };
    // Both the slug's and the redirect's problem, in one report of the row.
    expect(message.split('; ').length).toBeGreaterThanOrEqual(2);
    expect(message).toContain('Invalid URL');
  });

  it('refuses a file without the header, and importing needs a links role', async () => {
    expect((await importCsv('a,b\nx,https://example.com')).statusCode).toBe(400);
    expect((await importCsv('slug,redirect\n"open,https://example.com')).statusCode).toBe(400);
    expect((await importCsv('slug,redirect\nx,https://example.com', demo.member)).statusCode).toBe(403);
  });
});
