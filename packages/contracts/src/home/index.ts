export * from './member';
export * from './waiting';
