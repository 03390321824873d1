export * from './definition';
export * from './ballot';
export * from './results';
export { electionManagerRoles } from '../roles';
