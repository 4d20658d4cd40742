/**
 * The two answer bodies that are contracts, the same in every language (decision 0023): the server
 * writes them, the web matches them (it renews its token on the 401 sentence and shows its own words
 * for a 500).
 */
export const INTERNAL_ERROR_MESSAGE = 'An error occurred.';
export const UNAUTHENTICATED_MESSAGE = 'Authorization has been denied for this request.';
