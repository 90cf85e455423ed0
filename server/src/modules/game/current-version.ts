import { GAME_DATA_VERSION } from '../../../game-data/rules/migrations';
import { TRAIT_CATALOG, type TraitCatalog } from '../../../game-data/rules/traits';

/**
 * The game data version this process serves: the newest published version in the store, kept
 * current by the versions' change feed (modules/patches). Builds saved now are stamped with it
 * and checked against its traits. Until the store is read it is the committed pack's version.
 */
let current = GAME_DATA_VERSION;
let traits: TraitCatalog = TRAIT_CATALOG;

export const currentGameDataVersion = (): number => current;

export function setCurrentGameDataVersion(version: number): void {
  current = version;
}

/** The trait tree of the version served (the build rules check saved points against it). */
export const currentTraitCatalog = (): TraitCatalog => traits;

export function setCurrentTraitCatalog(catalog: TraitCatalog): void {
  traits = catalog;
}
