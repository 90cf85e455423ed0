import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import express from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { EmbeddedStore } from '../../server/src/store/embedded';
import { createServices } from '../../server/src/services';
import { seedStore } from '../../server/src/seed';
import { BUILDS_COLLECTION, type BuildDocument } from '../../server/src/modules/builds/build.model';
import { buildCardRouter, buildCardSvg, svgToPng } from '../../server/src/modules/builds/build-card';
import { CLASS_NAMES } from '../../server/game-data/rules/constants';
import { tempDir } from '../support/temp';

/**
 * The Open Graph card under a burst of cold cards (security re-test: 39 in parallel took 3.3 s):
 * 39 different public builds asked at once through the real card route, against drawing the same
 * 39 on the event loop as the route did before (resvg's synchronous render). Prints the wall
 * time and the longest the event loop was blocked (what every other request waits behind).
 */
const COLD = 39;
const dir = await tempDir('almanac-card-bench-');
const store = await EmbeddedStore.open(dir.path);
try {
  await seedStore(store, { demo: true });
  const builds = store.collection<BuildDocument>(BUILDS_COLLECTION);
  const template = (await builds.findOne({ isPublic: true }))!;
  for (let n = 0; n < COLD; n += 1) await builds.insertOne({ ...template, _id: `card-bench-${n}`, name: `Card bench ${n}` });
  const services = await createServices(store);

  const measure = async (label: string, run: () => Promise<unknown>) => {
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const start = performance.now();
    await run();
    const wall = performance.now() - start;
    loop.disable();
    return `${label}: ${wall.toFixed(0)} ms wall, event loop blocked up to ${(loop.max / 1e6).toFixed(0)} ms`;
  };

  const burst = async (label: string, app: express.Express, prefix: string) => {
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      return await measure(label, () =>
        Promise.all(Array.from({ length: COLD }, (_, n) => fetch(`http://127.0.0.1:${port}/builds/${prefix}${n}/card.png`).then((r) => r.arrayBuffer()))),
      );
    } finally {
      server.close();
    }
  };

  // The route as it was: every cold card drawn synchronously, on the event loop, as it arrives.
  const old = express();
  old.get('/builds/:id/card.png', async (req, res) => {
    const build = (await services.builds.get(null, req.params.id))!;
    res.type('image/png').send(svgToPng(buildCardSvg({ name: build.name, className: CLASS_NAMES[build.class], level: build.characterLevel, likes: build.likeCount, owner: build.ownerUsername, kind: 'planner', icons: [] })));
  });
  const before = await burst('drawn on the event loop (before)', old, 'card-bench-');

  const current = express();
  current.use(buildCardRouter(services.builds, services.items, services.patches.versions, new RateLimiterMemory({ points: 1_000_000, duration: 60 })));
  const after = await burst('the card route (after)', current, 'card-bench-');
  console.log(`${COLD} cold build cards at once: ${before}; ${after}`);
  await services.search.close();
} finally {
  await store.close();
  await dir.remove();
}
