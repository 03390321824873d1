export * from './attachments';
export * from './calls';
export * from './edit';
export * from './local-time';
export * from './request';
export * from './semester';
export * from './status';
