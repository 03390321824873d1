import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createTestApp, type TestApp } from '../../test/harness';
import { writeAudit } from '../audit';
import { chainColumns, entryHash, type ChainRow } from './hash';
import { rowsOf } from '../../db/rows';
import { asAttacker, chainOrder } from './test-support';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A fresh app whose log holds the demo entries plus `extra` more, all sealed. */
async function sealedLog(extra = 10): Promise<{ db: Db; order: Awaited<ReturnType<typeof chainOrder>> }> {
  t = await createTestApp();
  const db = t.database.db;
  await db.transaction(async (tx) => {
    await writeAudit(
      tx,
      Array.from({ length: extra }, (_, i) => ({
        module: 'events' as const,
        actor: 'admin@illinois.edu',
        target: `event-${i}`,
        message: `Created event ${i}.`,
      })),
    );
  });
  await t.app.auditChain.seal();
  return { db, order: await chainOrder(db) };
}

const verify = () => t!.app.auditChain.verify();

/** The database's own message (drizzle wraps it in "Failed query: ..."). */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (e: unknown) => e as Error & { cause?: Error },
  );
  return error?.cause?.message ?? error?.message ?? 'not refused';
}

describe('audit chain', () => {
  it('passes on an untouched log', async () => {
    const { order } = await sealedLog();
    const report = await verify();
    expect(report).toMatchObject({ intact: true, entries: order.length, message: `intact, ${order.length} entries` });
  });

  it('names the entry whose message was changed', async () => {
    const { db, order } = await sealedLog();
    const victim = order[4]!;
    await asAttacker(db, async () => {
      await db.execute(sql`update audit_log set message = 'Nothing happened.' where id = ${victim.id}`);
    });
    const report = await verify();
    expect(report.intact).toBe(false);
    expect(report).toMatchObject({ brokenAt: { id: victim.id, position: victim.seq } });
    expect(report.message).toContain(`entry #${victim.id}`);
    expect(report.message).toContain('content does not match its hash');
  });

  it('names the entry after one that was deleted', async () => {
    const { db, order } = await sealedLog();
    await asAttacker(db, async () => {
      await db.execute(sql`delete from audit_log where id = ${order[4]!.id}`);
    });
    const report = await verify();
    expect(report).toMatchObject({ intact: false, brokenAt: { id: order[5]!.id } });
    expect(report.message).toContain(`position ${order[4]!.seq} is missing`);
  });

  it('names the entry displaced by an inserted one, even when the forger computes its hash', async () => {
    const { db, order } = await sealedLog();
    const at = order[4]!;
    await asAttacker(db, async () => {
      // Make room at `at.seq` (two steps: the unique index is checked row by row).
      await db.execute(sql`update audit_log set seq = seq + 1000000 where seq >= ${at.seq}`);
      await db.execute(sql`update audit_log set seq = seq - 1000000 + 1 where seq >= 1000000`);
      await db.execute(
        sql`insert into audit_log (id, module, actor, target, message, seq, prev_hash)
            values (999999, 'iam', 'intruder@illinois.edu', 'intruder@illinois.edu', 'Granted role IAM_ADMIN.', ${at.seq}, ${order[3]!.hash})`,
      );
      const [forged] = rowsOf<ChainRow>(await db.execute(sql`select ${chainColumns} from audit_log where id = 999999`));
      await db.execute(
        sql`update audit_log set hash = ${entryHash(order[3]!.hash, at.seq, forged!)} where id = 999999`,
      );
    });
    const report = await verify();
    expect(report).toMatchObject({ intact: false, brokenAt: { id: at.id, position: at.seq + 1 } });
    expect(report.message).toContain('entry #999999');
  });

  it('names the first of two swapped entries', async () => {
    const { db, order } = await sealedLog();
    const [a, b] = [order[4]!, order[5]!];
    await asAttacker(db, async () => {
      await db.execute(sql`update audit_log set seq = -1 where id = ${a.id}`);
      await db.execute(sql`update audit_log set seq = ${a.seq} where id = ${b.id}`);
      await db.execute(sql`update audit_log set seq = ${b.seq} where id = ${a.id}`);
    });
    const report = await verify();
    expect(report).toMatchObject({ intact: false, brokenAt: { id: b.id, position: a.seq } });
  });

  it('notices entries removed from the end', async () => {
    const { db, order } = await sealedLog();
    await asAttacker(db, async () => {
      await db.execute(sql`delete from audit_log where seq >= ${order.at(-2)!.seq}`);
    });
    const report = await verify();
    expect(report.intact).toBe(false);
    expect(report.message).toContain('entries removed from its end');
  });

  it('is refused by the database: UPDATE, DELETE, TRUNCATE and pre-sealed inserts', async () => {
    const { db, order } = await sealedLog(1);
    const id = order[0]!.id;
    expect(await refusal(db.execute(sql`update audit_log set message = 'x' where id = ${id}`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`delete from audit_log where id = ${id}`))).toMatch(/append-only/);
    expect(await refusal(db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
    expect(
      await refusal(
        db.execute(
          sql`insert into audit_log (module, actor, target, message, seq, prev_hash, hash) values ('iam', 'a', 'b', 'c', 999, 'x', 'y')`,
        ),
      ),
    ).toMatch(/inserted unsealed/);
    expect(await refusal(db.execute(sql`update audit_chain set head_seq = 0`))).toMatch(/refused/);
    // Neither the sealing flag nor the retention flag lets a sealed, recent entry change or go.
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('cp.audit_seal', 'on', true)`);
          await tx.execute(sql`update audit_log set message = 'x' where id = ${id}`);
        }),
      ),
    ).toMatch(/append-only/);
    expect(
      await refusal(
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('cp.audit_retention', 'on', true)`);
          await tx.execute(sql`delete from audit_log where id = ${id}`);
        }),
      ),
    ).toMatch(/append-only/);
    expect((await verify()).intact).toBe(true);
  });

  it('16 concurrent writers produce an intact chain', async () => {
    const { db, order } = await sealedLog(0);
    const writers = Array.from({ length: 16 }, (_, writer) =>
      (async () => {
        for (let round = 0; round < 5; round += 1) {
          await db.transaction(async (tx) => {
            await writeAudit(tx, [
              { module: 'tickets', actor: `writer-${writer}`, target: `${round}`, message: 'first' },
              { module: 'tickets', actor: `writer-${writer}`, target: `${round}`, message: 'second' },
            ]);
          });
        }
      })(),
    );
    await Promise.all(writers);
    const report = await verify();
    expect(report).toMatchObject({ intact: true, entries: order.length + 16 * 5 * 2, pending: 0 });
  });
});
