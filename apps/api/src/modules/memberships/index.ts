// What other modules may ask of memberships (modules/README.md: a module's public face).
export { allPaidNetIds, isPaidMember, isPaidMemberPrepared, listsHolding, paidSince, unknownLists } from './repository';
export { paidMemberEmailsSql } from './audience';
