// What other modules may ask of users (modules/README.md: a module's public face).
export { usernameByUin } from './uin';
export { namesOf, peopleNamed } from './names';
