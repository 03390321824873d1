// One schema for PGlite and PostgreSQL. Each module's tables live in a file of their own here.
export * from './platform';
export * from './events';
export * from './links';
