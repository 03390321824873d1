/** Sets or removes the readable cookie the server sets beside the http-only session cookie. */
export function setSessionHint(present: boolean) {
  document.cookie = present ? 'cp_signed_in=1; path=/' : 'cp_signed_in=; path=/; max-age=0';
}
