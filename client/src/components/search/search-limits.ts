/** The longest query the server accepts. */
export const SEARCH_MAX_LENGTH = 60;
