import type { Db } from '../../db/client';
import { insertClicks, visitorSaltOf, type ClickRow } from './analytics-repository';
import { clientKind, portalDay, referrerHost, visitorHash } from './click-details';
import type { RawClick } from './click-log';

const hourMs = 3_600_000;

/**
 * Turns a batch of raw clicks into rows and writes them, at flush time, off the request path.
 * Clicks alike (same link, hour, address, user agent, referrer and QR flag) become one row with
 * their number, so a burst costs one parse, one hash and one row. Salts are remembered for the
 * days seen lately; a day's salt never changes once made.
 */
export function clickWriter(db: Db): (clicks: readonly RawClick[]) => Promise<void> {
  const salts = new Map<string, string>();
  const saltOf = async (day: string) => {
    let salt = salts.get(day);
    if (!salt) {
      salt = await visitorSaltOf(db, day);
      if (salts.size > 3) salts.clear();
      salts.set(day, salt);
    }
    return salt;
  };
  return async (clicks) => {
    const alike = new Map<string, { click: RawClick; hour: number; clicks: number }>();
    for (const click of clicks) {
      const hour = Math.floor(click.at / hourMs) * hourMs;
      const key = `${click.linkId}\n${hour}\n${click.qr}\n${click.address}\n${click.userAgent}\n${click.referrer}`;
      const group = alike.get(key);
      if (group) group.clicks += 1;
      else alike.set(key, { click, hour, clicks: 1 });
    }
    const rows: ClickRow[] = [];
    for (const { click, hour, clicks: count } of alike.values()) {
      // Chicago is a whole number of hours from UTC, so an hour lies within one Chicago day.
      const day = portalDay(hour);
      const kind = clientKind(click.userAgent);
      rows.push({
        linkId: click.linkId,
        hour: new Date(hour),
        day,
        referrerHost: referrerHost(click.referrer),
        device: kind.device,
        browser: kind.browser,
        bot: kind.bot,
        qr: click.qr,
        visitor: visitorHash(await saltOf(day), click.address, click.userAgent),
        clicks: count,
      });
    }
    await insertClicks(db, rows);
  };
}
