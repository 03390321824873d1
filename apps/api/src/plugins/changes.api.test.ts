import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('change feed', () => {
  it('runs listeners once on the publishing instance, not again when its own notification returns', async () => {
    const seen: string[] = [];
    t.app.changes.subscribe('test-topic', (detail) => seen.push(detail));
    await t.app.changes.publish('test-topic', 'a:b');
    expect(seen).toEqual(['a:b']);
    // A notification from another instance (another source prefix) still arrives, after ours would have.
    await t.database.notify('cp_changes', 'ffffffffffffother:x');
    await t.database.notify('cp_changes', 'ffffffffffff' + 'test-topic:from-elsewhere');
    await expect.poll(() => seen).toEqual(['a:b', 'from-elsewhere']);
  });
});
