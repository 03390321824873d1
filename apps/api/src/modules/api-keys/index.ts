// What other modules may ask of API keys (modules/README.md: a module's public face).
export { expiringKeyCountSql } from './repository';
