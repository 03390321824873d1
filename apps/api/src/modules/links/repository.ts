import { and, arrayOverlaps, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { slugKey } from '@cp/contracts/links';
import type { Db, Tx } from '../../db/client';
import { links } from '../../db/schema';
import { containingPattern } from '../../db/like-pattern';

export type LinkRow = typeof links.$inferSelect;
type Executor = Db | Tx;

const hasKey = (key: string) => sql`lower(${links.slug}) = ${key}`;

/** `forUpdate` (inside a transaction) holds the row until commit, so a check and its write agree. */
export async function findLinkBySlug(
  db: Executor,
  slug: string,
  options: { forUpdate?: boolean } = {},
): Promise<LinkRow | undefined> {
  const query = db
    .select()
    .from(links)
    .where(hasKey(slugKey(slug)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function listLinksOwnedBy(db: Db, owner: string): Promise<LinkRow[]> {
  return db.select().from(links).where(eq(links.owner, owner)).orderBy(asc(links.slug));
}

/** Links someone else owns that are delegated to one of `groups`, or all of them for an administrator. */
export async function listLinksDelegatedTo(
  db: Db,
  viewer: { username: string; groups: string[]; everyLink: boolean },
): Promise<LinkRow[]> {
  const reachable: SQL | undefined = viewer.everyLink
    ? undefined
    : viewer.groups.length > 0
      ? arrayOverlaps(links.access, viewer.groups)
      : sql`false`;
  return db
    .select()
    .from(links)
    .where(and(ne(links.owner, viewer.username), reachable))
    .orderBy(asc(links.slug));
}

type DelegationViewer = { username: string; groups: string[]; everyLink: boolean };

/** The links of one list a viewer sees: their own, or those delegated to them. */
function listCondition(list: 'owned' | 'delegated', viewer: DelegationViewer): SQL | undefined {
  if (list === 'owned') return eq(links.owner, viewer.username);
  const reachable = viewer.everyLink
    ? undefined
    : viewer.groups.length > 0
      ? arrayOverlaps(links.access, viewer.groups)
      : sql`false`;
  return and(ne(links.owner, viewer.username), reachable);
}

export interface LinkPageQuery {
  list: 'owned' | 'delegated';
  search?: string;
  tag?: string;
  offset: number;
  limit: number;
}

function pageCondition(viewer: DelegationViewer, query: LinkPageQuery) {
  const conditions = [listCondition(query.list, viewer)];
  if (query.tag) conditions.push(sql`${query.tag} = any(${links.tags})`);
  if (query.search) {
    const pattern = containingPattern(query.search);
    conditions.push(
      sql`(${links.slug} ilike ${pattern} or ${links.redirect} ilike ${pattern} or ${links.owner} ilike ${pattern}
           or exists (select 1 from unnest(${links.tags}) as tag where tag ilike ${pattern}))`,
    );
  }
  return and(...conditions);
}

/** One page of one list, in slug order, and how many links match in all. */
export async function listLinksPage(db: Db, viewer: DelegationViewer, query: LinkPageQuery) {
  const where = pageCondition(viewer, query);
  const [rows, [count]] = await Promise.all([
    db.select().from(links).where(where).orderBy(asc(links.slug)).limit(query.limit).offset(query.offset),
    db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(links)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every tag on the links a viewer sees, in both lists, sorted. */
export async function listLinkTags(db: Db, viewer: DelegationViewer): Promise<string[]> {
  const seen = sql`(${listCondition('owned', viewer)}) or (${listCondition('delegated', viewer) ?? sql`true`})`;
  const rows = await db
    .selectDistinct({ tag: sql<string>`unnest(${links.tags})` })
    .from(links)
    .where(seen);
  return rows.map((row) => row.tag).sort((a, b) => a.localeCompare(b));
}

/** Inserts unless a link with the same slug in any letter case exists (the unique index decides). */
/** The fields a create or an edit sets. */
export type LinkChanges = Pick<
  LinkRow,
  'redirect' | 'access' | 'validFrom' | 'validUntil' | 'maxClicks' | 'fallbackUrl' | 'tags'
>;

export async function insertLink(
  tx: Tx,
  link: Pick<LinkRow, 'slug' | 'owner'> & LinkChanges,
): Promise<LinkRow | undefined> {
  const [row] = await tx.insert(links).values(link).onConflictDoNothing().returning();
  return row;
}

export async function updateLink(tx: Tx, id: number, changes: LinkChanges): Promise<LinkRow | undefined> {
  const [row] = await tx
    .update(links)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(links.id, id))
    .returning();
  return row;
}

export async function deleteLinkById(tx: Tx, id: number): Promise<boolean> {
  const rows = await tx.delete(links).where(eq(links.id, id)).returning({ id: links.id });
  return rows.length > 0;
}

const redirectColumns = {
  id: links.id,
  slug: links.slug,
  redirect: links.redirect,
  validFrom: links.validFrom,
  validUntil: links.validUntil,
  maxClicks: links.maxClicks,
  fallbackUrl: links.fallbackUrl,
};
export type RedirectRow = Pick<
  LinkRow,
  'id' | 'slug' | 'redirect' | 'validFrom' | 'validUntil' | 'maxClicks' | 'fallbackUrl'
>;

export async function loadAllRedirects(db: Db): Promise<RedirectRow[]> {
  return db.select(redirectColumns).from(links);
}

export async function loadRedirect(db: Db, key: string): Promise<RedirectRow | undefined> {
  const [row] = await db.select(redirectColumns).from(links).where(hasKey(key));
  return row;
}

/**
 * One click of a link with a click limit, counted on the request path: the row lock makes
 * concurrent visits queue, so exactly max_clicks of them get through. False when none are left.
 */
export async function claimLimitedClick(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(links)
    .set({ counter: sql`${links.counter} + 1` })
    .where(and(eq(links.id, id), sql`${links.counter} < ${links.maxClicks}`))
    .returning({ id: links.id });
  return rows.length > 0;
}

/** Adds batched click counts in one statement; counts for links deleted meanwhile are dropped. */
export async function addClicks(db: Db, counts: ReadonlyMap<number, number>): Promise<void> {
  if (counts.size === 0) return;
  const rows = sql.join(
    [...counts].map(([id, clicks]) => sql`(${id}::bigint, ${clicks}::bigint)`),
    sql`, `,
  );
  await db.execute(
    sql`update ${links} set counter = ${links.counter} + batch.clicks from (values ${rows}) as batch(id, clicks) where ${links.id} = batch.id`,
  );
}
