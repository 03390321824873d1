// What other modules may ask of room requests (modules/README.md: a module's public face).
export { awaitingReviewBySemesterSql } from './repository';
