export * from './calls';
export * from './local-time';
export * from './request';
export * from './semester';
export * from './status';
