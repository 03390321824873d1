// What other modules may ask of RSVPs (modules/README.md: a module's public face).
export { rsvpsOf } from './list-rsvps';
export { rsvpCountsSql } from './attendance-repository';
export { rsvpEmailsSql, rsvpProfileEmailsSql } from './audience';
