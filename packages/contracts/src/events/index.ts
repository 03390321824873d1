/** Who manages events (the API's writes, the web's Events pages and sidebar item). */
export const eventManagerRoles = ['EVENTS_MANAGER'] as const;

export * from './calls';
export * from './event';
export * from './local-time';
export * from './metadata';
export * from './occurrences';
export * from './placeholders';
export * from './upcoming';
