// Wall-clock times as every page shows them, without dayjs: the light page for visitors
// (decision 0032) shows event times too, and dayjs with its zone plugins would double its script.

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A wall-clock time already in the chapter's zone ('2030-10-01T18:00:00', or a date
 * '2030-10-01'), shown like every other time ('Oct 1, 2030 6:00 PM'): read as it is written,
 * converting nothing.
 */
export function formatWallClock(local: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(local);
  const month = parts ? months[Number(parts[2]) - 1] : undefined;
  if (!parts || !month) return 'Invalid Date';
  const date = `${month} ${Number(parts[3])}, ${parts[1]}`;
  if (parts[4] === undefined) return date;
  const hour = Number(parts[4]);
  return `${date} ${hour % 12 || 12}:${parts[5]} ${hour < 12 ? 'AM' : 'PM'}`;
}
