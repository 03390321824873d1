export { eventManagerRoles } from '../roles';

export * from './calls';
export * from './event';
export * from './local-time';
export * from './metadata';
export * from '../event-schedule';
export * from './placeholders';
export * from './upcoming';
