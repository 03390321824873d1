import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { MyHomeMembership, MyTicketsResponse } from '@cp/contracts/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paidMembers } from '../db/schema';
import { createTestApp, demo, type TestApp } from './harness';
import { addEventTicket, unzipPass } from '../modules/wallet/test-support';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  // Outside production the wallet makes test-only credentials in DATA_DIR: both buttons are on.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-home-wallet-'));
  t = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the member's home carries the wallet links", () => {
  it('gives a ticket both links, and its Apple link downloads that ticket’s pass', async () => {
    const night = await addEventTicket(t.database.db, new Date(Date.now() + 30 * 24 * 3600 * 1000));
    const ticketId = await night.ticket(demo.member);
    const res = await t.request({ method: 'GET', url: '/api/v1/me/tickets', as: demo.member });
    expect(res.statusCode).toBe(200);
    const entry = res.json<MyTicketsResponse>().tickets.find((ticket) => ticket.ticketId === ticketId);
    expect(entry?.googleWalletUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(entry?.appleWalletUrl).toBe(`/api/v1/me/tickets/${ticketId}/pass.pkpass`);

    const pass = await t.request({ method: 'GET', url: entry!.appleWalletUrl!, as: demo.member });
    expect(pass.statusCode).toBe(200);
    expect(pass.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const passJson = JSON.parse(unzipPass(pass.rawPayload)['pass.json']!.toString());
    expect(passJson.serialNumber).toBe(`ticket-${ticketId}`);
  });

  it("gives a paid member's card both links, and its Apple link downloads the card", async () => {
    await t.database.db.insert(paidMembers).values({ netId: 'hwallet1', source: 'import' });
    const as = 'hwallet1@illinois.edu';
    const membership = (await t.request({ method: 'GET', url: '/api/v1/me/membership', as })).json<MyHomeMembership>();
    expect(membership.paid).toBe(true);
    expect(membership.googleWalletUrl).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\//);
    expect(membership.appleWalletUrl).toBe('/api/v1/me/membership/pass.pkpass');
    const pass = await t.request({ method: 'GET', url: membership.appleWalletUrl!, as });
    expect(pass.statusCode).toBe(200);
    expect(pass.headers['content-type']).toBe('application/vnd.apple.pkpass');
  });
});
