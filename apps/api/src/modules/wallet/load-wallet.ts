import { createPrivateKey, X509Certificate } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../../config';
import {
  ensureTestCredentials,
  testFiles,
  testGoogleIssuerId,
  testPassTypeIdentifier,
  testTeamIdentifier,
} from './test-credentials';
import type { AppleCredentials, GoogleCredentials, Wallet } from './types';

export type WalletConfig = Pick<
  AppConfig,
  | 'NODE_ENV'
  | 'DATA_DIR'
  | 'publicUrl'
  | 'APPLE_PASS_CERT'
  | 'APPLE_PASS_KEY'
  | 'APPLE_PASS_KEY_PASSPHRASE'
  | 'APPLE_WWDR_CERT'
  | 'APPLE_PASS_TYPE_ID'
  | 'APPLE_TEAM_ID'
  | 'GOOGLE_WALLET_ISSUER_ID'
  | 'GOOGLE_WALLET_SERVICE_ACCOUNT'
>;

export class WalletConfigError extends Error {}

/** A setting holding PEM text is taken as it is; anything else is the path of a PEM file. */
function pemOf(name: string, value: string): string {
  if (value.trimStart().startsWith('-----BEGIN')) return value;
  try {
    return fs.readFileSync(value, 'utf8');
  } catch {
    // A value that is not a plain path may be a pasted key: never echo it.
    const shown = /^[^\n]{1,300}$/.test(value) && !value.includes('PRIVATE') ? ` ${value}` : '';
    throw new WalletConfigError(`${name}: cannot read the file${shown} (a path, or PEM text starting with -----BEGIN)`);
  }
}

/** Parses what was read, so a wrong file stops the start instead of failing each pass. */
function check(name: string, parse: () => unknown): void {
  try {
    parse();
  } catch {
    throw new WalletConfigError(`${name}: not a readable certificate or key`);
  }
}

function realApple(config: WalletConfig): AppleCredentials | null {
  const { APPLE_PASS_CERT, APPLE_PASS_KEY, APPLE_WWDR_CERT, APPLE_PASS_TYPE_ID, APPLE_TEAM_ID } = config;
  if (!APPLE_PASS_CERT || !APPLE_PASS_KEY || !APPLE_WWDR_CERT || !APPLE_PASS_TYPE_ID || !APPLE_TEAM_ID) return null;
  const certificates = {
    signerCert: pemOf('APPLE_PASS_CERT', APPLE_PASS_CERT),
    signerKey: pemOf('APPLE_PASS_KEY', APPLE_PASS_KEY),
    wwdr: pemOf('APPLE_WWDR_CERT', APPLE_WWDR_CERT),
    ...(config.APPLE_PASS_KEY_PASSPHRASE && { signerKeyPassphrase: config.APPLE_PASS_KEY_PASSPHRASE }),
  };
  check('APPLE_PASS_CERT', () => new X509Certificate(certificates.signerCert));
  check('APPLE_WWDR_CERT', () => new X509Certificate(certificates.wwdr));
  check('APPLE_PASS_KEY', () =>
    createPrivateKey({ key: certificates.signerKey, passphrase: config.APPLE_PASS_KEY_PASSPHRASE }),
  );
  return {
    certificates,
    passTypeIdentifier: APPLE_PASS_TYPE_ID,
    teamIdentifier: APPLE_TEAM_ID,
    testOnly: false,
  };
}

interface ServiceAccountKey {
  client_email?: unknown;
  private_key?: unknown;
}

function serviceAccountOf(file: string, issuerId: string, testOnly: boolean): GoogleCredentials {
  let key: ServiceAccountKey;
  try {
    key = JSON.parse(fs.readFileSync(file, 'utf8')) as ServiceAccountKey;
  } catch {
    throw new WalletConfigError(`GOOGLE_WALLET_SERVICE_ACCOUNT: cannot read a JSON key from ${file}`);
  }
  if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') {
    throw new WalletConfigError(`GOOGLE_WALLET_SERVICE_ACCOUNT: ${file} has no client_email and private_key`);
  }
  const privateKey = key.private_key;
  check('GOOGLE_WALLET_SERVICE_ACCOUNT private_key', () => createPrivateKey(privateKey));
  return {
    issuerId,
    clientEmail: key.client_email,
    privateKey: key.private_key,
    testOnly,
  };
}

function testApple(folder: string): AppleCredentials {
  const read = (name: string) => fs.readFileSync(path.join(folder, name), 'utf8');
  return {
    certificates: {
      signerCert: read(testFiles.signerCert),
      signerKey: read(testFiles.signerKey),
      wwdr: read(testFiles.wwdr),
    },
    passTypeIdentifier: testPassTypeIdentifier,
    teamIdentifier: testTeamIdentifier,
    testOnly: true,
  };
}

/**
 * Each wallet's credentials: the configured ones; else, outside production, the test-only set in
 * DATA_DIR/wallet-test/ (made on first use); else none, and that wallet's buttons are not shown.
 */
export function loadWallet(config: WalletConfig): Wallet {
  const apple = realApple(config);
  const google =
    config.GOOGLE_WALLET_ISSUER_ID && config.GOOGLE_WALLET_SERVICE_ACCOUNT
      ? serviceAccountOf(config.GOOGLE_WALLET_SERVICE_ACCOUNT, config.GOOGLE_WALLET_ISSUER_ID, false)
      : null;
  if (config.NODE_ENV === 'production' || (apple && google)) return { apple, google };
  const folder = ensureTestCredentials(config.DATA_DIR);
  return {
    apple: apple ?? testApple(folder),
    google: google ?? serviceAccountOf(path.join(folder, testFiles.serviceAccount), testGoogleIssuerId, true),
  };
}

const loaded = new WeakMap<WalletConfig, Wallet>();

/** The wallet of this configuration, read (and, for tests, made) once per configuration. */
export function walletOf(config: WalletConfig): Wallet {
  let wallet = loaded.get(config);
  if (!wallet) {
    wallet = loadWallet(config);
    loaded.set(config, wallet);
  }
  return wallet;
}
