/** The chapter's 27 organizations (spec/decisions.md, "Organizations"). */
export const seedOrganizations = [
  ['A01', 'ACM'],
  ['S01', 'SIGPwny'],
  ['S02', 'SIGCHI'],
  ['S03', 'GameBuilders'],
  ['S04', 'SIGAIDA'],
  ['S05', 'SIGGRAPH'],
  ['S06', 'ICPC'],
  ['S07', 'SIGMobile'],
  ['S08', 'SIGMusic'],
  ['S09', 'GLUG'],
  ['S10', 'SIGNLL'],
  ['S11', 'SIGma'],
  ['S12', 'SIGQuantum'],
  ['S13', 'SIGecom'],
  ['S14', 'SIGPLAN'],
  ['S15', 'SIGPolicy'],
  ['S16', 'SIGARCH'],
  ['S17', 'SIGRobotics'],
  ['S18', 'SIGtricity'],
  ['C01', 'Infrastructure Committee'],
  ['C02', 'Social Committee'],
  ['C03', 'Mentorship Committee'],
  ['C04', 'Academic Committee'],
  ['C05', 'Corporate Committee'],
  ['C06', 'Marketing Committee'],
  ['C07', 'Reflections | Projections'],
  ['C08', 'HackIllinois'],
].map(([id, name]) => ({ id: id!, name: name! }));

export interface DemoUser {
  username: string;
  displayName: string | null;
  givenName: string | null;
  surname: string | null;
  roles: string[];
  leadOf: string[];
  groups: string[];
}

/** Demo accounts for the bundled identity provider (README lists them). '*' is every role. */
export const demoUsers: DemoUser[] = [
  {
    username: 'admin@illinois.edu',
    displayName: 'Ada Admin',
    givenName: 'Ada',
    surname: 'Admin',
    roles: ['*'],
    leadOf: ['A01'],
    groups: ['officers', 'infra-team'],
  },
  {
    username: 'events@illinois.edu',
    displayName: 'Evan Events',
    givenName: 'Evan',
    surname: 'Events',
    roles: ['EVENTS_MANAGER'],
    leadOf: [],
    groups: ['officers'],
  },
  {
    username: 'scanner@illinois.edu',
    displayName: 'Sam Scanner',
    givenName: 'Sam',
    surname: 'Scanner',
    roles: ['TICKETS_SCANNER'],
    leadOf: [],
    groups: [],
  },
  {
    username: 'links@illinois.edu',
    displayName: 'Lee Links',
    givenName: 'Lee',
    surname: 'Links',
    roles: ['LINKS_MANAGER'],
    leadOf: [],
    groups: ['infra-team'],
  },
  {
    username: 'rooms@illinois.edu',
    displayName: 'Riley Rooms',
    givenName: 'Riley',
    surname: 'Rooms',
    roles: ['ROOM_REQUEST_CREATE'],
    leadOf: [],
    groups: [],
  },
  {
    username: 'member@illinois.edu',
    displayName: 'Mia Member',
    givenName: 'Mia',
    surname: 'Member',
    roles: [],
    leadOf: [],
    groups: [],
  },
  {
    username: 'lead@illinois.edu',
    displayName: 'Lane Lead',
    givenName: 'Lane',
    surname: 'Lead',
    roles: [],
    leadOf: ['S01'],
    groups: [],
  },
  {
    username: 'newbie@illinois.edu',
    displayName: null,
    givenName: null,
    surname: null,
    roles: [],
    leadOf: [],
    groups: [],
  },
  {
    username: 'invites@illinois.edu',
    displayName: 'Ivy Invites',
    givenName: 'Ivy',
    surname: 'Invites',
    roles: ['IAM_INVITE_ONLY'],
    leadOf: [],
    groups: [],
  },
  {
    username: 'treasurer@illinois.edu',
    displayName: 'Terry Treasurer',
    givenName: 'Terry',
    surname: 'Treasurer',
    roles: ['STRIPE_LINK_CREATOR'],
    leadOf: [],
    groups: [],
  },
  {
    username: 'rsvp@illinois.edu',
    displayName: 'Reese Rsvp',
    givenName: 'Reese',
    surname: 'Rsvp',
    roles: ['RSVP_MANAGER'],
    leadOf: [],
    groups: [],
  },
];
