import type { EventRepeat } from '@cp/contracts/events';

export const eventTemplateIds = [
  'weekly_meeting',
  'social_event',
  'hackathon',
  'corporate_event',
  'major_event',
] as const;
export type EventTemplateId = (typeof eventTemplateIds)[number];

export interface EventTemplate {
  id: EventTemplateId;
  name: string;
  description: string;
  /** What to check before saving; shown as a checklist beside the form. */
  guidance: string[];
  defaults: {
    title: string;
    description: string;
    location: string;
    featured: boolean;
    repeats?: EventRepeat;
    /** Local time of day the event usually starts, 'HH:mm'. */
    startTime: string;
    durationMinutes: number;
  };
}

/** spec section 3: five templates; placeholders in {{...}} must be replaced before saving. */
export const eventTemplates: EventTemplate[] = [
  {
    id: 'weekly_meeting',
    name: 'Weekly Meeting',
    description: 'A general meeting that repeats every week during the semester.',
    guidance: [
      'Replace {{PRIMARY_ORG}} with your organization’s name and {{WHAT_YOUR_ORG_DOES}} with a short pitch.',
      'Pick the date and time of the first meeting.',
      'Set when the repeats end, usually the last week of classes.',
      'Exclude the dates of breaks and holidays.',
      'Add a map link if the room is hard to find.',
    ],
    defaults: {
      title: '{{PRIMARY_ORG}} Weekly Meeting',
      description: 'Join {{PRIMARY_ORG}} for our weekly meeting! We {{WHAT_YOUR_ORG_DOES}}. Everyone is welcome.',
      location: 'Siebel Center for Computer Science',
      featured: false,
      repeats: 'weekly',
      startTime: '18:00',
      durationMinutes: 60,
    },
  },
  {
    id: 'social_event',
    name: 'Social Event',
    description: 'A one-off get-together: game night, picnic, movie night.',
    guidance: [
      'Replace {{PRIMARY_ORG}} and {{EVENT_TYPE}} (for example "Game Night").',
      'Mention food, drinks or anything people should bring.',
      'Check that the room is booked for the whole time.',
    ],
    defaults: {
      title: '{{PRIMARY_ORG}} {{EVENT_TYPE}}',
      description: 'Come hang out with {{PRIMARY_ORG}} at our {{EVENT_TYPE}}! Snacks provided, friends welcome.',
      location: 'Siebel Center for Computer Science',
      featured: false,
      startTime: '19:00',
      durationMinutes: 120,
    },
  },
  {
    id: 'hackathon',
    name: 'Hackathon',
    description: 'A day-long build event with teams, mentors and prizes.',
    guidance: [
      'Replace {{EVENT_TITLE}} with the hackathon’s name and {{PRIMARY_ORG}} with the host.',
      'Set the end to when judging finishes.',
      'Link the registration page as the location link if there is one.',
      'Featured events appear on the chapter’s front page: keep it only for big events.',
    ],
    defaults: {
      title: '{{EVENT_TITLE}}',
      description:
        '{{EVENT_TITLE}} by {{PRIMARY_ORG}}: build something in a day with a team. Mentors, food and prizes.',
      location: 'Siebel Center for Computer Science',
      featured: true,
      startTime: '10:00',
      durationMinutes: 24 * 60,
    },
  },
  {
    id: 'corporate_event',
    name: 'Corporate Event',
    description: 'A tech talk, info session or workshop with a company.',
    guidance: [
      'Replace {{COMPANY_NAME}} with the company and {{PRIMARY_ORG}} with the host.',
      'Confirm the speakers and the room with the company before publishing.',
      'Say whether students should bring a resume.',
    ],
    defaults: {
      title: '{{COMPANY_NAME}} Tech Talk',
      description: 'Meet engineers from {{COMPANY_NAME}} at a tech talk hosted by {{PRIMARY_ORG}}. Bring your resume!',
      location: 'Siebel Center for Computer Science',
      featured: false,
      startTime: '18:00',
      durationMinutes: 90,
    },
  },
  {
    id: 'major_event',
    name: 'Major Event',
    description: 'A flagship event of the chapter, such as a conference or a career fair.',
    guidance: [
      'Replace {{EVENT_TITLE}} and {{PRIMARY_ORG}}.',
      'Major events are featured: check with the chapter’s officers first.',
      'Add a paid event ID if tickets are sold for it.',
      'Give the full address or a map link for visitors from off campus.',
    ],
    defaults: {
      title: '{{EVENT_TITLE}}',
      description: '{{EVENT_TITLE}}, presented by {{PRIMARY_ORG}}. Join us for talks, workshops and more.',
      location: 'Illini Union',
      featured: true,
      startTime: '10:00',
      durationMinutes: 8 * 60,
    },
  },
];

export function findTemplate(id: string): EventTemplate | undefined {
  return eventTemplates.find((template) => template.id === id);
}
