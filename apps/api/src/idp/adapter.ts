import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { idpStore } from '../db/schema';

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number };

/** oidc-provider's storage in our database, so its sessions survive restarts and instances. */
export function createAdapterClass(db: Db) {
  return class DbAdapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number) {
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(idpStore)
        .values(row)
        .onConflictDoUpdate({ target: [idpStore.model, idpStore.id], set: row });
    }

    private async findWhere(condition: ReturnType<typeof eq>) {
      const [row] = await db
        .select({ payload: idpStore.payload })
        .from(idpStore)
        .where(
          and(
            eq(idpStore.model, this.model),
            condition,
            sql`(${idpStore.expiresAt} is null or ${idpStore.expiresAt} > now())`,
          ),
        );
      return row?.payload as Payload | undefined;
    }

    find(id: string) {
      return this.findWhere(eq(idpStore.id, id));
    }

    findByUid(uid: string) {
      return this.findWhere(eq(idpStore.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.findWhere(eq(idpStore.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(idpStore)
        .set({ payload: sql`${idpStore.payload} || jsonb_build_object('consumed', extract(epoch from now())::int)` })
        .where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async destroy(id: string) {
      await db.delete(idpStore).where(and(eq(idpStore.model, this.model), eq(idpStore.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      await db.delete(idpStore).where(eq(idpStore.grantId, grantId));
    }
  };
}
