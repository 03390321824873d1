import type { LinkStats, LinkStatsQuery } from '@cp/contracts/links';
import type { Db } from '../../db/client';
import type { NamedCounts } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import { dailyTotals, hourlyClicks, rawDayCounts, rawNamedCounts, type DayCounts } from './analytics-repository';
import { portalDay } from './click-details';
import { canManageLink, type LinkViewer } from './link-access';
import { findLinkBySlug } from './repository';

/** Raw clicks are kept this many days (today included); older days exist only as daily totals. */
export const rawClickDays = 90;
const defaultDays = 30;
const maxRangeDays = 3_660;
const hoursShown = 48;
const topReferrers = 10;
const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** A YYYY-MM-DD day moved by whole days (calendar arithmetic, so no zone is involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

function checkedDay(day: string): string {
  const parsed = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== day)
    throw badRequest(`${day} is not a day of the calendar.`);
  return day;
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / dayMs);

function addNamed(into: Map<string, number>, counts: NamedCounts) {
  for (const [name, clicks] of Object.entries(counts)) into.set(name, (into.get(name) ?? 0) + Number(clicks));
}

const ranked = (counts: Map<string, number>, limit = Infinity) =>
  [...counts]
    .map(([name, clicks]) => ({ name, clicks }))
    .sort((a, b) => b.clicks - a.clicks || a.name.localeCompare(b.name))
    .slice(0, limit);

/**
 * GET …/redir/{slug}/stats: human clicks per Chicago day of the range, per hour of the last 48
 * hours, and by referrer host, device and browser; bots apart. Days still within the raw rows'
 * 90 days are counted from them, older days from the daily totals (decision 0021).
 */
export async function linkStats(
  db: Db,
  viewer: LinkViewer,
  slug: string,
  query: LinkStatsQuery,
  now = new Date(),
): Promise<LinkStats> {
  const link = await findLinkBySlug(db, slug);
  if (!link) throw notFound('Link not found.');
  if (!canManageLink(viewer, link)) throw forbidden('This link is not yours and is not delegated to your groups.');
  const today = portalDay(now);
  const to = checkedDay(query.to ?? today);
  const from = checkedDay(query.from ?? addDays(to, 1 - defaultDays));
  if (from > to) throw badRequest('The range must end after it starts');
  if (daysBetween(from, to) >= maxRangeDays) throw badRequest(`A range is at most ${maxRangeDays} days.`);

  const rawFrom = addDays(today, 1 - rawClickDays);
  const oldTo = to < rawFrom ? to : addDays(rawFrom, -1);
  const recentFrom = from > rawFrom ? from : rawFrom;
  const since = new Date(Math.floor(now.getTime() / hourMs) * hourMs - (hoursShown - 1) * hourMs);
  const [old, recent, recentNames, hours] = await Promise.all([
    from <= oldTo ? dailyTotals(db, link.id, from, oldTo) : [],
    recentFrom <= to ? rawDayCounts(db, link.id, recentFrom, to) : [],
    recentFrom <= to ? rawNamedCounts(db, link.id, recentFrom, to) : null,
    hourlyClicks(db, link.id, since),
  ]);

  const byDay = new Map<string, DayCounts>([...old, ...recent].map((d) => [d.day, d]));
  const referrers = new Map<string, number>();
  const devices = new Map<string, number>();
  const browsers = new Map<string, number>();
  for (const named of [...old, ...(recentNames ? [recentNames] : [])]) {
    addNamed(referrers, named.referrers);
    addNamed(devices, named.devices);
    addNamed(browsers, named.browsers);
  }
  const days: LinkStats['days'] = [];
  const totals = { clicks: 0, uniqueVisitors: 0, qr: 0, bots: 0 };
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const counts = byDay.get(day);
    const entry = {
      date: day,
      clicks: counts?.clicks ?? 0,
      uniqueVisitors: counts?.uniqueVisitors ?? 0,
      qr: counts?.qr ?? 0,
      bots: counts?.bots ?? 0,
    };
    days.push(entry);
    totals.clicks += entry.clicks;
    totals.uniqueVisitors += entry.uniqueVisitors;
    totals.qr += entry.qr;
    totals.bots += entry.bots;
  }
  const perHour = new Map(hours.map((h) => [h.hour.getTime(), h.clicks]));
  return {
    slug: link.slug,
    from,
    to,
    totals,
    days,
    hours: Array.from({ length: hoursShown }, (_, i) => {
      const start = since.getTime() + i * hourMs;
      return { hour: new Date(start).toISOString(), clicks: perHour.get(start) ?? 0 };
    }),
    referrers: ranked(referrers, topReferrers),
    devices: ranked(devices),
    browsers: ranked(browsers),
  };
}
