/** The public page of a player: `/players/{username}`. */
export const playerPath = (username: string) => `/players/${encodeURIComponent(username)}`;
