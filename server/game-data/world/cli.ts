import { rawPack } from '../pack';
import { checkWorld } from './check';
import { generateWorld, WORLD_SEED } from './generate';
import { WORLD_DIR, writeWorld } from './io';

/** `npm run world:generate [-- seed]`: makes the world and writes it to server/game-data/world/data. */
const seed = process.argv[2] ?? WORLD_SEED;
const started = performance.now();
const pack = rawPack();
const world = generateWorld(pack, seed);
const problems = checkWorld(world, pack);
if (problems.length > 0) {
  console.error(`The generated world is broken:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
writeWorld(world);
const e = world.entities;
console.info(
  `World "${seed}" written to ${WORLD_DIR} in ${Math.round(performance.now() - started)} ms: ${e.places.length} places, ${e.houses.length} houses, ${e.spawns.length} spawns, ${e.npcs.length} NPCs, ${e.pois.length} points of interest, ${e.stairs.length} stairs.`,
);
