export * from './profile';
export * from '../rsvp-key';
export * from './config';
export * from '../rsvp-messages';
export { rsvpManagerRoles, rsvpViewerRoles } from '../roles';
export * from './attendance';
export * from './check-in';
export * from './states';
