import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { walletLinksForMembership, walletLinksForTicket } from '.';
import { loadWallet, WalletConfigError } from './load-wallet';
import { makeTestCredentials, testFiles, testWalletFolder } from './test-credentials';

let root: string;
let real: Record<string, string>;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'cp-wallet-config-'));
  // Stand-ins for real credentials, in a folder of their own.
  const folder = path.join(root, 'real');
  fs.mkdirSync(folder);
  for (const [name, text] of Object.entries(makeTestCredentials())) fs.writeFileSync(path.join(folder, name), text);
  real = {
    APPLE_PASS_CERT: path.join(folder, testFiles.signerCert),
    APPLE_PASS_KEY: fs.readFileSync(path.join(folder, testFiles.signerKey), 'utf8'), // the PEM text itself
    APPLE_WWDR_CERT: path.join(folder, testFiles.wwdr),
    APPLE_PASS_TYPE_ID: 'pass.edu.illinois.acm.tickets',
    APPLE_TEAM_ID: 'ABCDE12345',
    GOOGLE_WALLET_ISSUER_ID: '3388000000022222222',
    GOOGLE_WALLET_SERVICE_ACCOUNT: path.join(folder, testFiles.serviceAccount),
  };
}, 60_000);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const dataDir = (name: string) => path.join(root, name);
const config = (env: Record<string, string>) =>
  loadConfig({ ENABLE_BUNDLED_IDP_IN_PRODUCTION: 'true', LOG_LEVEL: 'silent', ...env });

// Making a test set signs two certificates in JavaScript: seconds on a loaded machine.
describe('the wallet credentials', { timeout: 60_000 }, () => {
  it('are off in production without configuration, and no test credentials are made', () => {
    const wallet = loadWallet(config({ NODE_ENV: 'production', DATA_DIR: dataDir('prod') }));
    expect(wallet).toEqual({ apple: null, google: null });
    expect(fs.existsSync(path.join(dataDir('prod'), testWalletFolder))).toBe(false);
  });

  it('give no buttons in production without configuration', async () => {
    const production = config({ NODE_ENV: 'production', DATA_DIR: dataDir('prod-links') });
    const ticket = { id: 'a'.repeat(32), qrPayload: '{}', itemId: 'x', name: 'X', quantity: 1, event: null };
    expect(await walletLinksForTicket(production, ticket)).toEqual({ appleWalletUrl: null, googleWalletUrl: null });
    expect(await walletLinksForMembership(production, { netId: 'member', paidSince: new Date() })).toEqual({
      appleWalletUrl: null,
      googleWalletUrl: null,
    });
  });

  it('are the test-only set under DATA_DIR/wallet-test outside production, made once', () => {
    const first = loadWallet(config({ NODE_ENV: 'development', DATA_DIR: dataDir('laptop') }));
    expect(first.apple).toMatchObject({ testOnly: true, passTypeIdentifier: 'pass.invalid.chapter-portal.test-only' });
    expect(first.google).toMatchObject({ testOnly: true });
    const files = fs.readdirSync(path.join(dataDir('laptop'), testWalletFolder));
    expect(files.filter((name) => name !== 'README.txt').every((name) => name.startsWith('TEST-ONLY-'))).toBe(true);
    const again = loadWallet(config({ NODE_ENV: 'development', DATA_DIR: dataDir('laptop') }));
    expect(again.apple!.certificates.signerCert).toBe(first.apple!.certificates.signerCert);
    expect(again.google!.privateKey).toBe(first.google!.privateKey);
  });

  it('are the configured ones when configured, in production or not, and the test set is never made', () => {
    for (const NODE_ENV of ['production', 'development']) {
      const wallet = loadWallet(config({ NODE_ENV, DATA_DIR: dataDir(`real-${NODE_ENV}`), ...real }));
      expect(wallet.apple).toMatchObject({ testOnly: false, passTypeIdentifier: 'pass.edu.illinois.acm.tickets' });
      expect(wallet.apple!.certificates.signerKey).toBe(real.APPLE_PASS_KEY);
      expect(wallet.google).toMatchObject({ testOnly: false, issuerId: '3388000000022222222' });
      expect(fs.existsSync(path.join(dataDir(`real-${NODE_ENV}`), testWalletFolder))).toBe(false);
    }
  });

  it('turn one wallet on in production while the other stays off', () => {
    const google = {
      GOOGLE_WALLET_ISSUER_ID: real.GOOGLE_WALLET_ISSUER_ID!,
      GOOGLE_WALLET_SERVICE_ACCOUNT: real.GOOGLE_WALLET_SERVICE_ACCOUNT!,
    };
    const wallet = loadWallet(config({ NODE_ENV: 'production', DATA_DIR: dataDir('google-only'), ...google }));
    expect(wallet.apple).toBeNull();
    expect(wallet.google).toMatchObject({ testOnly: false });
  });

  it('refuse a partial configuration and a file that cannot be read', () => {
    expect(() => config({ APPLE_PASS_CERT: real.APPLE_PASS_CERT! })).toThrow(ConfigError);
    expect(() => config({ GOOGLE_WALLET_ISSUER_ID: '1' })).toThrow(ConfigError);
    expect(() => loadWallet(config({ ...real, APPLE_PASS_CERT: path.join(root, 'missing.pem') }))).toThrow(
      WalletConfigError,
    );
    // A pasted key with something before it is not echoed into the message.
    const pasted = `x${real.APPLE_PASS_KEY!}`;
    expect(() => loadWallet(config({ ...real, APPLE_PASS_KEY: pasted }))).toThrow(
      /^APPLE_PASS_KEY: cannot read the file \(a path/,
    );
    expect(() => loadWallet(config({ ...real, APPLE_WWDR_CERT: real.GOOGLE_WALLET_SERVICE_ACCOUNT! }))).toThrow(
      /APPLE_WWDR_CERT/,
    );
  });
});
