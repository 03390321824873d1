export * from './profile';
export * from './key';
export * from './config';
export * from './messages';
export { rsvpManagerRoles } from '../roles';
export * from './attendance';
export * from './check-in';
