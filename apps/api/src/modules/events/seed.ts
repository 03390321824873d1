import type { Dayjs } from 'dayjs';
import { createEventRequest, type CreateEventRequest } from '@cp/contracts/events';
import type { Db } from '../../db/client';
import { events } from '../../db/schema';
import { inPortalZone } from './local-time';
import { toEventValues } from './repository';

/** Demo events the demo's ticket products name (modules/tickets/seed.ts): their passes say when and where. */
export const demoEventIds = {
  hackIllinoisKickoff: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a06',
  springFormal: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a07',
  winterFormal: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a08',
} as const;

/** Demo events around the day of seeding: upcoming, past, featured, weekly and biweekly ones. */
function demoEvents(today: Dayjs): (CreateEventRequest & { id: string })[] {
  const at = (days: number, time: string) => `${today.add(days, 'day').format('YYYY-MM-DD')}T${time}`;
  const day = (days: number) => today.add(days, 'day').format('YYYY-MM-DD');
  return [
    {
      id: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a01',
      title: 'ACM General Meeting',
      description: 'Our weekly meeting: chapter news, SIG updates and free pizza.',
      start: at(-21, '18:00:00'),
      end: at(-21, '19:00:00'),
      location: 'Siebel Center for Computer Science 1404',
      locationLink: 'https://maps.app.goo.gl/siebel-center',
      host: 'A01',
      repeats: 'weekly',
      repeatEnds: at(63, '19:00:00'),
      repeatExcludes: [day(7), day(14)],
      metadata: { templateUsed: 'weekly_meeting' },
    },
    {
      id: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a02',
      title: 'SIGPwny Capture the Flag Practice',
      description: 'Practice problems for the next CTF, for beginners and veterans alike.',
      start: at(-14, '19:00:00'),
      end: at(-14, '21:00:00'),
      location: 'Siebel Center for Computer Science 1302',
      host: 'S01',
      repeats: 'biweekly',
      repeatExcludes: [day(28)],
    },
    {
      id: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a03',
      title: 'Career Fair Prep Night',
      description: 'Resume reviews and mock interviews with chapter alumni before the career fair.',
      start: at(10, '17:30:00'),
      end: at(10, '20:00:00'),
      location: 'Siebel Center for Computer Science 2405',
      host: 'C05',
      featured: true,
    },
    {
      id: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a04',
      title: 'Intro to Git Workshop',
      description: 'Version control from zero: bring a laptop with Git installed.',
      start: at(5, '16:00:00'),
      location: 'Online',
      locationLink: 'https://example.com/git-workshop',
      host: 'C04',
    },
    {
      id: '4d9f3a1e-0c55-4f5e-9a7b-2f6c1d1e0a05',
      title: 'Spring Social',
      description: 'Board games and snacks to close out the semester.',
      start: at(-30, '19:00:00'),
      end: at(-30, '22:00:00'),
      location: 'Illini Union Room A',
      host: 'C02',
    },
    {
      id: demoEventIds.hackIllinoisKickoff,
      title: 'HackIllinois Kickoff',
      description: 'Opening ceremony of the chapter hackathon: teams, tracks and sponsors.',
      start: at(45, '10:00:00'),
      end: at(46, '18:00:00'),
      location: 'Campus Instructional Facility',
      host: 'C08',
      featured: true,
      paidEventId: 'hackillinois-kickoff',
    },
    {
      id: demoEventIds.springFormal,
      title: 'Spring Formal',
      description: 'Dinner and dancing to close the year: tickets in the store.',
      start: at(50, '19:00:00'),
      end: at(50, '23:00:00'),
      location: 'Illini Union Ballroom',
      host: 'A01',
    },
    {
      id: demoEventIds.winterFormal,
      title: 'Winter Formal',
      description: 'Dinner and dancing at the Illini Union ballroom: tickets in the store.',
      start: at(55, '19:00:00'),
      end: at(55, '23:00:00'),
      location: 'Illini Union Ballroom',
      host: 'A01',
    },
  ];
}

/** Idempotent (fixed ids): the dates are chosen the first time the demo data is seeded. */
export async function seedDemoEvents(db: Db, now = new Date()): Promise<void> {
  const today = inPortalZone(now).startOf('day');
  const rows = demoEvents(today).map(({ id, ...event }) => ({
    id,
    ...toEventValues(createEventRequest.parse(event)),
  }));
  await db.insert(events).values(rows).onConflictDoNothing();
}
