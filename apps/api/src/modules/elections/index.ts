// What other modules may ask of elections (modules/README.md: a module's public face).
export { settleDueElections } from './settle-election';
