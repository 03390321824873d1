// What other modules may ask of IAM (modules/README.md: a module's public face).
export { pendingInvitationCountSql } from './repository';
export { directoryEmailsSql, groupMemberEmailsSql } from './audience';
