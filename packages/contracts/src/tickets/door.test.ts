import { describe, expect, it } from 'vitest';
import { doorHashLength, doorHasher } from './door';

describe('doorHasher', () => {
  it('is HMAC-SHA256 (RFC 4231, test case 2) cut to 32 hex characters', async () => {
    const hash = await doorHasher('4a656665'); // "Jefe"
    expect(await hash('what do ya want for nothing?')).toBe('5bdcc146bf60754e6a042426089575c7');
  });

  it('gives another hash under another key, and never the value itself', async () => {
    const ticketId = 'a'.repeat(32);
    const [one, two] = await Promise.all([doorHasher('00'.repeat(32)), doorHasher('01'.repeat(32))]);
    const [h1, h2] = [await one(ticketId), await two(ticketId)];
    expect(h1).toHaveLength(doorHashLength);
    expect(h1).not.toBe(h2);
    expect(h1).not.toContain(ticketId);
  });
});
