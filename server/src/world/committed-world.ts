import { deepFreeze } from '../../game-data/deep-freeze';
import { loadWorld } from '../../game-data/world/check';
import { WORLD_DIR } from '../../game-data/world/io';
import type { Pack } from '../../game-data/schemas';
import type { World } from '../../game-data/world/schemas';
import { worldHash } from './tiles';

/** What the kept world was read from: the committed folder's contents and the pack's lists it was checked against. */
interface Kept {
  hash: string;
  locations: Pack['locations'];
  monsters: Pack['monsters'];
  npcs: Pack['npcs'];
  world: World;
}

let kept: Kept | null = null;

/**
 * The committed world checked against `pack`, as `loadWorld` returns it, decoded once per process: a server's start
 * spent most of its time decoding the floors' PNGs, and a test process starts a hundred servers on the same files.
 * It is read again when the folder's contents change (their hash, which the tiles' version is too) or when it is
 * checked against other lists (a pack that is not the committed one). Every server of the process shares it, so it
 * is frozen: the servers only read it (the floors, typed arrays, cannot be frozen; nothing writes them either).
 */
export function committedWorld(pack: Pack): World {
  const hash = worldHash(WORLD_DIR);
  if (kept && kept.hash === hash && kept.locations === pack.locations && kept.monsters === pack.monsters && kept.npcs === pack.npcs) return kept.world;
  const world = loadWorld(pack, WORLD_DIR);
  deepFreeze(world.meta);
  deepFreeze(world.entities);
  kept = { hash, locations: pack.locations, monsters: pack.monsters, npcs: pack.npcs, world };
  return world;
}
