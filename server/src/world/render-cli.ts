import { loadGameData } from '../../game-data/pack';
import { loadWorld } from '../../game-data/world/check';
import { ensureTiles, TILES_DIR } from './tiles';

/** `npm run tiles`: renders the map tiles from the committed world, unless they are up to date. */
const started = performance.now();
const world = loadWorld(loadGameData().pack);
const manifest = ensureTiles(world);
const count = Object.values(manifest.tiles).reduce((sum, zooms) => sum + Object.values(zooms).reduce((s, keys) => s + keys.length, 0), 0);
console.info(
  manifest.rendered
    ? `Rendered ${count} map tiles into ${TILES_DIR}/${manifest.version} in ${manifest.renderMs} ms (${Math.round(performance.now() - started)} ms with loading).`
    : `Map tiles are up to date (${count} tiles, ${manifest.version}); nothing rendered.`,
);
