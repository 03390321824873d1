// No imports: the light page for visitors (decision 0032) reads the host names from the same call.

/** GET (public): every organization; host pickers and host names read their ids and names. */
export const organizationsUrl = '/api/v1/organizations';
