import { createHash, randomBytes } from 'node:crypto';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A well-formed key (valid checksum) with the given id and a random secret: a guess, not a key. */
export function guessedKey(keyId = randomBytes(6).toString('hex')): string {
  const secret = randomBytes(32).toString('hex');
  return `acmuiuc_${keyId}_${secret}_${sha256(secret).slice(0, 6)}`;
}

export const keyIdOf = (apiKey: string) => apiKey.split('_')[1]!;

/** A valid event for key tests (the events module's own helper is not ours to import). */
export const eventPayload = (host: string, featured = false) => ({
  title: 'Capture the Flag Night',
  description: 'Bring a laptop.',
  start: '2031-09-04T18:00:00',
  end: '2031-09-04T20:00:00',
  location: 'Siebel Center 1404',
  host,
  featured,
});
