import { localToInstant, portalNowLocal } from '../events';

const dayMs = 86_400_000;
const dateAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);

/** This week in portal time: Monday 00:00 to the next Monday 00:00, as local times and instants. */
export function thisWeek(nowLocal = portalNowLocal()) {
  const today = nowLocal.slice(0, 10);
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = dateAfter(today, -sinceMonday);
  const fromLocal = `${monday}T00:00:00`;
  const toLocal = `${dateAfter(monday, 7)}T00:00:00`;
  return { monday, fromLocal, toLocal, from: localToInstant(fromLocal), to: localToInstant(toLocal) };
}
