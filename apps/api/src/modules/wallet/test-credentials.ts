import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import forge from 'node-forge';

/**
 * Test-only wallet credentials, made by the portal itself under DATA_DIR/wallet-test/ so the whole
 * pass path runs on a laptop and in the tests: a self-signed stand-in for Apple's WWDR
 * certificate, a pass certificate it issued, and a Google service-account key. No phone or Google
 * account accepts anything they sign. Never read in production or when real ones are configured.
 */
export const testWalletFolder = 'wallet-test';
export const testFiles = {
  wwdr: 'TEST-ONLY-wwdr-ca.pem',
  signerCert: 'TEST-ONLY-pass-cert.pem',
  signerKey: 'TEST-ONLY-pass-key.pem',
  serviceAccount: 'TEST-ONLY-google-service-account.json',
  serviceAccountPublicKey: 'TEST-ONLY-google-service-account.pub.pem',
} as const;
export const testPassTypeIdentifier = 'pass.invalid.chapter-portal.test-only';
export const testTeamIdentifier = 'TESTONLY00';
export const testGoogleIssuerId = '3300000000000000000';
const testServiceAccountEmail = 'wallet-test-only@chapter-portal-test-only.iam.gserviceaccount.com';

const readme = `These files are TEST-ONLY wallet credentials that the Chapter Portal made for itself.
No iPhone and no Google account accepts a pass they sign. They are used only outside production
and only while no real APPLE_* or GOOGLE_WALLET_* settings are configured (README: "Wallet passes").
Delete this folder to have them made again.
`;

function rsaKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    // PKCS#1: the form the pass library's key reader takes without a passphrase.
    privatePkcs1: privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(),
    privatePkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

type Attributes = forge.pki.CertificateField[];

function certificate(options: {
  subject: Attributes;
  issuer: Attributes;
  publicPem: string;
  signingKeyPem: string;
  authority: boolean;
}): string {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(options.publicPem);
  // A positive serial: the leading bit clear.
  cert.serialNumber = `01${randomBytes(15).toString('hex')}`;
  cert.validity.notBefore = new Date(Date.now() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(Date.now() + 10 * 365 * 24 * 3600 * 1000);
  cert.setSubject(options.subject);
  cert.setIssuer(options.issuer);
  cert.setExtensions([
    { name: 'basicConstraints', cA: options.authority, critical: true },
    options.authority
      ? { name: 'keyUsage', keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true }
      : { name: 'keyUsage', digitalSignature: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(forge.pki.privateKeyFromPem(options.signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

/** Every test file's text, by name: made fresh, nothing written. */
export function makeTestCredentials(): Record<string, string> {
  const authority = rsaKeyPair();
  const signer = rsaKeyPair();
  const google = rsaKeyPair();
  const authorityName: Attributes = [
    { name: 'commonName', value: 'TEST-ONLY Chapter Portal stand-in for Apple WWDR' },
    { name: 'organizationName', value: 'Chapter Portal (test only)' },
  ];
  const wwdr = certificate({
    subject: authorityName,
    issuer: authorityName,
    publicPem: authority.publicPem,
    signingKeyPem: authority.privatePkcs1,
    authority: true,
  });
  const signerCert = certificate({
    subject: [
      { name: 'commonName', value: `Pass Type ID: ${testPassTypeIdentifier}` },
      { name: 'organizationalUnitName', value: testTeamIdentifier },
      { name: 'organizationName', value: 'Chapter Portal (test only)' },
    ],
    issuer: authorityName,
    publicPem: signer.publicPem,
    signingKeyPem: authority.privatePkcs1,
    authority: false,
  });
  const serviceAccount = {
    type: 'service_account',
    project_id: 'chapter-portal-test-only',
    private_key_id: randomBytes(20).toString('hex'),
    private_key: google.privatePkcs8,
    client_email: testServiceAccountEmail,
    comment: 'TEST ONLY: made by the Chapter Portal; Google accepts nothing this key signs.',
  };
  return {
    'README.txt': readme,
    [testFiles.wwdr]: wwdr,
    [testFiles.signerCert]: signerCert,
    [testFiles.signerKey]: signer.privatePkcs1,
    [testFiles.serviceAccount]: `${JSON.stringify(serviceAccount, null, 2)}\n`,
    [testFiles.serviceAccountPublicKey]: google.publicPem,
  };
}

/**
 * DATA_DIR/wallet-test/, made once. The files are written to a folder of their own and renamed
 * into place in one step, so a server and test workers starting together all read one set.
 */
export function ensureTestCredentials(dataDir: string): string {
  const folder = path.resolve(dataDir, testWalletFolder);
  if (fs.existsSync(path.join(folder, testFiles.serviceAccountPublicKey))) return folder;
  fs.mkdirSync(path.dirname(folder), { recursive: true, mode: 0o700 });
  const staging = `${folder}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(staging, { mode: 0o700 });
  for (const [name, text] of Object.entries(makeTestCredentials())) {
    fs.writeFileSync(path.join(staging, name), text, { mode: 0o600 });
  }
  try {
    fs.renameSync(staging, folder);
  } catch (error) {
    // Another process put its set in place first: keep that one.
    fs.rmSync(staging, { recursive: true, force: true });
    if (!fs.existsSync(path.join(folder, testFiles.serviceAccountPublicKey))) throw error;
  }
  return folder;
}
