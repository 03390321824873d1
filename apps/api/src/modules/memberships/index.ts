// What other modules may ask of memberships (modules/README.md: a module's public face).
export { allPaidNetIds, isPaidMember, listsHolding, paidSince, unknownLists } from './repository';
export { isPaidMemberSql, paidMemberEmailsSql } from './audience';
