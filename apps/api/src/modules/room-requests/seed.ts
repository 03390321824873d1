import dayjs from 'dayjs';
import {
  createRoomRequestRequest,
  currentSemester,
  semesterBefore,
  type CreateRoomRequestRequest,
  type RoomRequestStatus,
} from '@cp/contracts/room-requests';
import type { Db } from '../../db/client';
import { roomRequests, roomRequestUpdates } from '../../db/schema';

const requester = 'rooms@illinois.edu';
const reviewer = 'admin@illinois.edu';

interface DemoRequest {
  id: string;
  requestedBy: string;
  request: CreateRoomRequestRequest;
  /** Status changes after `created`, oldest first. */
  updates: [RoomRequestStatus, string][];
}

const base = {
  theme: 'Learning',
  isRecurring: false,
  setupNeeded: false,
  hostingMinors: false,
  locationType: 'in-person',
  onCampusPartners: null,
  offCampusPartners: null,
  nonIllinoisSpeaker: null,
  nonIllinoisAttendees: null,
  foodOrDrink: false,
  crafting: false,
} as const;

function demoRequests(now: Date): DemoRequest[] {
  const current = currentSemester(now);
  const previous = semesterBefore(current);
  const at = (days: number, time: string) => `${dayjs(now).add(days, 'day').format('YYYY-MM-DD')}T${time}`;
  const id = (n: number) => `6a1c2f0e-5b7d-4c3a-9e8f-00000000000${n}`;
  return [
    {
      id: id(1),
      requestedBy: requester,
      request: {
        ...base,
        host: 'A01',
        title: 'ACM Term Kickoff',
        semester: current,
        description: 'Our opening meeting of the term with chapter news, SIG introductions and pizza for everyone.',
        eventStart: at(14, '18:00:00'),
        eventEnd: at(14, '20:00:00'),
        setupNeeded: true,
        setupMinutesBefore: 30,
        spaceType: 'illini_union',
        specificRoom: 'Illini Union Ballroom',
        estimatedAttendees: 150,
        seatsNeeded: 160,
        setupDetails: 'Round tables for 160, a projector and two microphones.',
        foodOrDrink: true,
      },
      updates: [
        ['submitted', 'Sent to the Illini Union reservations office.'],
        ['approved', 'The Ballroom is booked for us; confirmation number 4471.'],
      ],
    },
    {
      id: id(2),
      requestedBy: requester,
      request: {
        ...base,
        host: 'S01',
        title: 'SIGPwny Weekly Meeting',
        semester: current,
        description: 'Weekly security club meeting with a short talk followed by hands-on capture the flag practice.',
        eventStart: at(7, '19:00:00'),
        eventEnd: at(7, '21:00:00'),
        isRecurring: true,
        recurrencePattern: 'weekly',
        recurrenceEndDate: dayjs(now).add(70, 'day').format('YYYY-MM-DD'),
        spaceType: 'campus_classroom',
        specificRoom: 'Siebel Center 1404',
        estimatedAttendees: 60,
        seatsNeeded: 70,
      },
      updates: [['submitted', 'Submitted to the room scheduling office.']],
    },
    {
      id: id(3),
      requestedBy: requester,
      request: {
        ...base,
        host: 'S05',
        title: 'SIGGRAPH Shader Workshop',
        semester: current,
        description: 'A beginner friendly workshop on writing fragment shaders, with laptops provided by the chapter.',
        eventStart: at(21, '17:00:00'),
        eventEnd: at(21, '19:00:00'),
        locationType: 'both',
        spaceType: 'bif',
        specificRoom: 'BIF 2007',
        estimatedAttendees: 40,
        seatsNeeded: 40,
        offCampusPartners: 'A graphics studio from Chicago sends two mentors.',
      },
      updates: [['more_information_needed', 'Please tell us which laptops need power at the tables.']],
    },
    {
      id: id(4),
      requestedBy: reviewer,
      request: {
        ...base,
        host: 'C02',
        title: 'Social Committee Game Night',
        semester: current,
        theme: 'Social',
        description: 'Board games, video games and snacks for members to meet each other before the midterm season.',
        eventStart: at(10, '19:00:00'),
        eventEnd: at(10, '22:00:00'),
        spaceType: 'campus_rec',
        specificRoom: 'ARC Multipurpose Room 1',
        estimatedAttendees: 80,
        seatsNeeded: 80,
        setupDetails: 'Twenty folding tables and chairs.',
        foodOrDrink: true,
      },
      updates: [],
    },
    {
      id: id(5),
      requestedBy: requester,
      request: {
        ...base,
        host: 'S08',
        title: 'SIGMusic Showcase',
        semester: previous,
        theme: 'Arts & Music',
        description: 'An evening of music written and performed by members, using the instruments built this term.',
        eventStart: at(-150, '19:00:00'),
        eventEnd: at(-150, '21:00:00'),
        spaceType: 'campus_performance',
        specificRoom: 'Krannert Center Studio Theatre',
        estimatedAttendees: 120,
        seatsNeeded: 120,
        setupDetails: 'A stage with four monitors and a mixing desk.',
        nonIllinoisAttendees: 20,
      },
      updates: [
        ['submitted', 'Sent to Krannert Center.'],
        ['rejected_by_uiuc', 'The Studio Theatre is booked that evening.'],
      ],
    },
    {
      id: id(6),
      requestedBy: requester,
      request: {
        ...base,
        host: 'S06',
        title: 'ICPC Practice Contest',
        semester: previous,
        description: 'A five hour practice contest in the style of the regional, held online with a shared scoreboard.',
        eventStart: at(-140, '10:00:00'),
        eventEnd: at(-140, '15:00:00'),
        locationType: 'virtual',
      },
      updates: [['rejected_by_acm', 'An online contest needs no room; please use the chapter Discord.']],
    },
  ];
}

/** Demo room requests in the current and the previous semester, in several statuses, one approved. */
export async function seedDemoRoomRequests(db: Db, now = new Date()): Promise<void> {
  for (const demo of demoRequests(now)) {
    const input = createRoomRequestRequest.parse(demo.request);
    const status = demo.updates.at(-1)?.[0] ?? 'created';
    const inserted = await db
      .insert(roomRequests)
      .values({
        id: demo.id,
        semester: input.semester,
        requestedBy: demo.requestedBy,
        title: input.title,
        host: input.host,
        status,
        details: input,
      })
      .onConflictDoNothing()
      .returning({ id: roomRequests.id });
    if (inserted.length === 0) continue;
    const created = dayjs(now).subtract(demo.updates.length + 1, 'day');
    await db.insert(roomRequestUpdates).values([
      {
        requestId: demo.id,
        status: 'created',
        notes: 'Request created.',
        createdBy: demo.requestedBy,
        createdAt: created.toDate(),
      },
      ...demo.updates.map(([next, notes], index) => ({
        requestId: demo.id,
        status: next,
        notes,
        createdBy: reviewer,
        createdAt: created.add(index + 1, 'day').toDate(),
      })),
    ]);
  }
}
