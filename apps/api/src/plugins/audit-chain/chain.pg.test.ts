import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres, type Database } from '../../db/client';
import { testConfig } from '../../test/config';
import { cloneTemplateDatabase } from '../../test/harness';
import { writeAudit } from '../audit';
import { rowsOf } from '../../db/rows';

/** Two server instances on one PostgreSQL database, each sealing on its own. */
let clone: Awaited<ReturnType<typeof cloneTemplateDatabase>>;
const databases: Database[] = [];
const instances: FastifyInstance[] = [];

beforeAll(async () => {
  const template = inject('postgresTemplate');
  if (!template) throw new Error('The pg project needs TEST_DATABASE_URL (a PostgreSQL server).');
  clone = await cloneTemplateDatabase(template);
  for (let i = 0; i < 2; i += 1) {
    const database = await openPostgres(clone.url);
    databases.push(database);
    const app = await buildApp(testConfig(), { database, logger: false });
    await app.ready();
    instances.push(app);
  }
});

afterAll(async () => {
  await Promise.all(instances.map((app) => app.close()));
  await Promise.all(databases.map((database) => database.close()));
  await clone.drop();
});

const sealedOf = async (database: Database, actor: string) =>
  rowsOf<{ sealed: boolean }>(
    await database.db.execute(sql`select seq is not null as sealed from audit_log where actor = ${actor}`),
  );

describe('the audit chain under concurrent writers', () => {
  it('does not hold writers behind an open transaction: later commits are sealed first', async () => {
    const [a, b] = databases as [Database, Database];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const wroteFirst = new Promise<void>((resolve) => (written = resolve));
    const slow = a.db.transaction(async (tx) => {
      await writeAudit(tx, { module: 'events', actor: 'slow-writer', target: 't', message: 'slow' });
      written();
      await held;
    });
    await wroteFirst;
    // Another writer commits and is sealed (by either instance) while the first is still open.
    await b.db.transaction(async (tx) => {
      await writeAudit(tx, { module: 'events', actor: 'quick-writer', target: 't', message: 'quick' });
    });
    await vi.waitFor(async () => expect(await sealedOf(b, 'quick-writer')).toEqual([{ sealed: true }]), {
      timeout: 10_000,
    });
    expect(await sealedOf(b, 'slow-writer')).toEqual([]);
    release();
    await slow;
    await vi.waitFor(async () => expect(await sealedOf(b, 'slow-writer')).toEqual([{ sealed: true }]), {
      timeout: 10_000,
    });
    expect((await instances[0]!.auditChain.verify()).intact).toBe(true);
  });

  it('16 concurrent writers on two instances produce an intact chain', async () => {
    const before = await instances[0]!.auditChain.verify();
    await Promise.all(
      Array.from({ length: 16 }, (_, writer) =>
        (async () => {
          const database = databases[writer % 2]!;
          for (let round = 0; round < 25; round += 1) {
            await database.db.transaction(async (tx) => {
              await writeAudit(tx, [
                { module: 'tickets', actor: `writer-${writer}`, target: `${round}`, message: 'first' },
                { module: 'tickets', actor: `writer-${writer}`, target: `${round}`, message: 'second' },
              ]);
            });
          }
        })(),
      ),
    );
    await Promise.all(instances.map((app) => app.auditChain.seal()));
    const report = await instances[1]!.auditChain.verify();
    expect(report).toMatchObject({ intact: true, entries: before.entries + 16 * 25 * 2, pending: 0 });
  });
});
