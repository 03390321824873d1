/**
 * Full-page navigations (sign-in on the server, sign-out). Behind an object so tests can watch
 * them: the test DOM cannot navigate, and window.location cannot be spied on.
 */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replace(url: string): void {
    window.location.replace(url);
  },
};
