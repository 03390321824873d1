import { randomBytes } from 'node:crypto';
import { and, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { linkClicks, linkDailyTotals, linkVisitorSalts, type NamedCounts } from '../../db/schema';

export type ClickRow = Omit<typeof linkClicks.$inferInsert, 'id'> & { hour: Date };

/** The day's salt, made by whichever instance asks first (the primary key decides a race). */
export async function visitorSaltOf(db: Db, day: string): Promise<string> {
  await db
    .insert(linkVisitorSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(linkVisitorSalts).where(eq(linkVisitorSalts.day, day));
  return row!.salt;
}

export async function deleteVisitorSaltsBefore(db: Db, day: string): Promise<void> {
  await db.delete(linkVisitorSalts).where(lt(linkVisitorSalts.day, day));
}

/** Clicks of links deleted since they were made are dropped (the foreign key would refuse the batch). */
export async function insertClicks(db: Db, rows: ClickRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    const values = sql.join(
      chunk.map(
        (r) =>
          sql`(${r.linkId}::bigint, ${r.hour.toISOString()}::timestamptz, ${r.day}::date, ${r.referrerHost ?? null}::text, ${r.device}, ${r.browser}, ${r.bot}::boolean, ${r.qr}::boolean, ${r.visitor}, ${r.clicks}::integer)`,
      ),
      sql`, `,
    );
    await db.execute(sql`insert into ${linkClicks} (link_id, hour, day, referrer_host, device, browser, bot, qr, visitor, clicks)
      select v.* from (values ${values}) as v(link_id, hour, day, referrer_host, device, browser, bot, qr, visitor, clicks)
      where exists (select 1 from links where links.id = v.link_id)`);
  }
}

/** A count per name among the human clicks of a set of raw rows. */
const namedCounts = (column: string, where: ReturnType<typeof sql>) =>
  sql`coalesce((select jsonb_object_agg(name, n) from (
    select coalesce(${sql.raw(column)}, '(direct)') as name, sum(r.clicks) as n from link_clicks r
    where ${where} and not r.bot group by 1) named), '{}'::jsonb)`;

/**
 * Writes the daily totals of every finished day (before `today`) from its raw rows: again for the
 * last `recentFrom` days (a click of 23:59 can be flushed after midnight), once for older ones.
 */
export async function rollUpClicks(db: Db, today: string, recentFrom: string): Promise<void> {
  const sameGroup = sql`r.link_id = c.link_id and r.day = c.day`;
  await db.execute(sql`insert into ${linkDailyTotals}
      (link_id, day, clicks, unique_visitors, qr, bots, referrers, devices, browsers)
    select c.link_id, c.day,
      coalesce(sum(c.clicks) filter (where not c.bot), 0),
      count(distinct c.visitor) filter (where not c.bot),
      coalesce(sum(c.clicks) filter (where c.qr and not c.bot), 0),
      coalesce(sum(c.clicks) filter (where c.bot), 0),
      ${namedCounts('r.referrer_host', sameGroup)},
      ${namedCounts('r.device', sameGroup)},
      ${namedCounts('r.browser', sameGroup)}
    from link_clicks c
    where c.day < ${today}::date and (c.day >= ${recentFrom}::date or not exists (
      select 1 from link_daily_totals t where t.link_id = c.link_id and t.day = c.day))
    group by c.link_id, c.day
    on conflict (link_id, day) do update set clicks = excluded.clicks, unique_visitors = excluded.unique_visitors,
      qr = excluded.qr, bots = excluded.bots, referrers = excluded.referrers, devices = excluded.devices,
      browsers = excluded.browsers`);
}

export async function deleteClicksBefore(db: Db, day: string): Promise<void> {
  await db.delete(linkClicks).where(lt(linkClicks.day, day));
}

export interface DayCounts {
  day: string;
  clicks: number;
  uniqueVisitors: number;
  qr: number;
  bots: number;
}

export interface TotalsRow extends DayCounts {
  referrers: NamedCounts;
  devices: NamedCounts;
  browsers: NamedCounts;
}

export async function dailyTotals(db: Db, linkId: number, from: string, to: string): Promise<TotalsRow[]> {
  return db
    .select()
    .from(linkDailyTotals)
    .where(and(eq(linkDailyTotals.linkId, linkId), gte(linkDailyTotals.day, from), lte(linkDailyTotals.day, to)));
}

export async function rawDayCounts(db: Db, linkId: number, from: string, to: string): Promise<DayCounts[]> {
  const rows = rowsOf<{ day: string; clicks: string; visitors: string; qr: string; bots: string }>(
    await db.execute(sql`select to_char(day, 'YYYY-MM-DD') as day, coalesce(sum(clicks) filter (where not bot), 0) as clicks,
      count(distinct visitor) filter (where not bot) as visitors,
      coalesce(sum(clicks) filter (where qr and not bot), 0) as qr, coalesce(sum(clicks) filter (where bot), 0) as bots
      from ${linkClicks} where link_id = ${linkId} and day between ${from}::date and ${to}::date group by day`),
  );
  return rows.map((r) => ({
    day: r.day,
    clicks: Number(r.clicks),
    uniqueVisitors: Number(r.visitors),
    qr: Number(r.qr),
    bots: Number(r.bots),
  }));
}

export interface RawNamedCounts {
  referrers: NamedCounts;
  devices: NamedCounts;
  browsers: NamedCounts;
}

export async function rawNamedCounts(db: Db, linkId: number, from: string, to: string): Promise<RawNamedCounts> {
  const inRange = sql`r.link_id = ${linkId} and r.day between ${from}::date and ${to}::date`;
  const [row] = rowsOf<RawNamedCounts>(
    await db.execute(sql`select ${namedCounts('r.referrer_host', inRange)} as referrers,
      ${namedCounts('r.device', inRange)} as devices, ${namedCounts('r.browser', inRange)} as browsers`),
  );
  return row!;
}

/** Human clicks per hour since `since`. */
export async function hourlyClicks(db: Db, linkId: number, since: Date): Promise<{ hour: Date; clicks: number }[]> {
  const rows = rowsOf<{ hour: string | Date; clicks: string }>(
    await db.execute(sql`select hour, sum(clicks) as clicks from ${linkClicks}
      where link_id = ${linkId} and hour >= ${since.toISOString()}::timestamptz and not bot group by hour`),
  );
  return rows.map((r) => ({ hour: new Date(r.hour), clicks: Number(r.clicks) }));
}
