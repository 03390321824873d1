export * from './errors';
export * from './roles';
export * from './netid';
export * from './safe-path';
export * from './reserved-paths';
