import { GAME_DATA_VERSION } from '../../../game-data/rules/migrations';

/**
 * The game data version this process serves: the newest published version in the store, kept
 * current by the versions' change feed (modules/patches). Builds saved now are stamped with it.
 * Until the store is read it is the committed pack's version.
 */
let current = GAME_DATA_VERSION;

export const currentGameDataVersion = (): number => current;

export function setCurrentGameDataVersion(version: number): void {
  current = version;
}
