import { GAME_DATA_VERSION } from '../../../game-data/rules/migrations';
import { TRAIT_CATALOG, type TraitCatalog } from '../../../game-data/rules/traits';
import { MONSTERS } from '../../../game-data/data/monsters';
import type { Monster } from '../../../game-data/schemas';

/**
 * The game data version this process serves: the newest published version in the store, kept
 * current by the versions' change feed (modules/patches). Builds saved now are stamped with it
 * and checked against its traits. Until the store is read it is the committed pack's version.
 */
let current = GAME_DATA_VERSION;
let traits: TraitCatalog = TRAIT_CATALOG;
let monsters: ReadonlyMap<string, Monster> = new Map(MONSTERS.map((monster) => [monster.id, monster]));

export const currentGameDataVersion = (): number => current;

export function setCurrentGameDataVersion(version: number): void {
  current = version;
}

/** The trait tree of the version served (the build rules check saved points against it). */
export const currentTraitCatalog = (): TraitCatalog => traits;

export function setCurrentTraitCatalog(catalog: TraitCatalog): void {
  traits = catalog;
}

/** A monster of the version served (a build's target must be one). */
export const currentMonster = (id: string): Monster | undefined => monsters.get(id);

export function setCurrentMonsters(list: readonly Monster[]): void {
  monsters = new Map(list.map((monster) => [monster.id, monster]));
}
