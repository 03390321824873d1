// What other modules may ask of payment links (modules/README.md: a module's public face).
export { unpaidLinkCountSql } from './repository';
export { seesEveryLink } from './access';
