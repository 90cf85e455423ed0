/** The public page of a player (issue 14): `/players/{username}`. */
export const playerPath = (username: string) => `/players/${encodeURIComponent(username)}`;
