import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { doorHasher, doorHashLength } from '@cp/contracts/tickets';
import { serverDoorHasher } from './door-hash';

describe("the server's door hash", () => {
  it('is the hash a device computes with the same key, for every kind of code', async () => {
    const key = randomBytes(32).toString('hex');
    const device = await doorHasher(key);
    const server = serverDoorHasher(key);
    for (const code of ['3f1c2a7e-0000-4000-8000-000000000001', 'pi_local_abc123', 'ord_Ü-ñ', ''])
      expect(server(code)).toBe(await device(code));
    expect(server('x')).toHaveLength(doorHashLength);
  });

  it('differs under another key', () => {
    const code = 'pi_local_abc123';
    expect(serverDoorHasher('00'.repeat(32))(code)).not.toBe(serverDoorHasher('01'.repeat(32))(code));
  });
});
