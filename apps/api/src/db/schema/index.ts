// One schema for PGlite and PostgreSQL. Each module's tables live in a file of their own here.
export * from './platform';
export * from './session';
export * from './idp';
export * from './api-keys';
export * from './events';
export * from './links';
export * from './mail';
export * from './payments';
export * from './memberships';
export * from './organizations';
export * from './iam';
export * from './room-requests';
export * from './payment-links';
export * from './audit-logs';
export * from './tickets';
export * from './store';
export * from './rsvp';
