// What other modules may ask of announcements (modules/README.md: a module's public face).
export { archiveList as latestAnnouncements } from './read-announcements';
