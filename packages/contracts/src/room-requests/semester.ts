import { z } from 'zod';
import { portalTimeZone } from '../portal-time';

/** spec/decisions.md, "Room requests": `fa`, `sp`, `su` or `wi` plus two digits, e.g. `fa25`. */
export const semesterPattern = /^(fa|sp|su|wi)\d{2}$/;
export const semesterMessage = 'Semester must look like fa25: fa, sp, su or wi and two digits';
export const semesterSchema = z.string({ error: semesterMessage }).regex(semesterPattern, semesterMessage);

const seasonNames = { fa: 'Fall', sp: 'Spring', su: 'Summer', wi: 'Winter' } as const;

/** 'fa25' -> 'Fall 2025'. */
export function semesterLabel(id: string): string {
  const season = id.slice(0, 2) as keyof typeof seasonNames;
  return `${seasonNames[season] ?? season} 20${id.slice(2)}`;
}

/** January–May is spring, June–December is fall (decisions.md). `month` is 1–12. */
export function semesterOf(year: number, month: number): string {
  return `${month <= 5 ? 'sp' : 'fa'}${String(year % 100).padStart(2, '0')}`;
}

/** The semester after a spring or fall one. */
function nextSemester(id: string): string {
  const year = Number(id.slice(2));
  return id.startsWith('sp') ? `fa${id.slice(2)}` : `sp${String((year + 1) % 100).padStart(2, '0')}`;
}

function previousSemester(id: string): string {
  const year = Number(id.slice(2));
  return id.startsWith('fa') ? `sp${id.slice(2)}` : `fa${String((year + 99) % 100).padStart(2, '0')}`;
}

/** The form offers the current semester and the next two. */
export function requestableSemesters(current: string): string[] {
  const next = nextSemester(current);
  return [current, next, nextSemester(next)];
}

/**
 * `?semester=all` beside a `?status=`: the requests of that status in every semester the list
 * offers, together (the home's card opens it when its requests span several semesters).
 */
export const everySemester = 'all';

/** What the list offers: the two before, the current one and the next two. */
export function browsableSemesters(current: string): string[] {
  const before = previousSemester(current);
  return [previousSemester(before), before, ...requestableSemesters(current)];
}

/** The semester of an instant in the chapter's time zone. */
export function currentSemester(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: portalTimeZone, year: 'numeric', month: 'numeric' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return semesterOf(Number(parts.year), Number(parts.month));
}

export function semesterBefore(id: string): string {
  return previousSemester(id);
}
