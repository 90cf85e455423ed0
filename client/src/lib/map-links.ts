/**
 * Links into the maps (`/tools/*-map`), shared by the lists, the item pages and the maps
 * themselves. A link names the thing to open; the map moves to it, switches floor and opens
 * its popup.
 */
export const monsterMapLink = (monsterId: string) => `/tools/monsters-map?monster=${encodeURIComponent(monsterId)}`;
export const npcMapLink = (npcId: string) => `/tools/monsters-map?npc=${encodeURIComponent(npcId)}`;
export const spawnMapLink = (spawnId: string) => `/tools/monsters-map?spawn=${encodeURIComponent(spawnId)}`;

/** The pages of one monster and one NPC (`/lists/monsters/{id}`, `/lists/npc-buy-sell/{id}`). */
export const monsterPageLink = (monsterId: string) => `/lists/monsters/${encodeURIComponent(monsterId)}`;
export const npcPageLink = (npcId: string) => `/lists/npc-buy-sell/${encodeURIComponent(npcId)}`;
