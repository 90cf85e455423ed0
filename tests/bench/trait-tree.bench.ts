import { performance } from 'node:perf_hooks';
import { CLASS_IDS } from '../../server/game-data/rules/constants';
import { encodeShareState, defaultSharedBuild } from '../../server/game-data/rules/share-state';
import {
  addPoint,
  checkAdd,
  checkRemove,
  pointsInTree,
  pointsSpent,
  removeWithDependents,
  tierHint,
  TRAIT_CATALOG,
  treeTraits,
  type TraitBuild,
} from '../../server/game-data/rules/traits';

/**
 * The trait tree's recompute per change (under 16 ms with the full data).
 * Each change does what /tools/trait-tree does for one click, and more: apply the point through
 * the rules, recompute every trait's can-add state and the clicked trait's can-remove state, both
 * trees' counters and tier hints, and encode the share state for the URL. Builds are filled from empty to level 200's 100 points, every class.
 */
const times: number[] = [];
for (let round = 0; round < 20; round += 1) {
  for (const characterClass of CLASS_IDS) {
    let build: TraitBuild = { characterClass, level: 200, points: new Map() };
    const traits = [...treeTraits(TRAIT_CATALOG, characterClass), ...treeTraits(TRAIT_CATALOG, 'shared')];
    for (let step = 0; step < 140; step += 1) {
      const start = performance.now();
      const open = traits.filter((t) => checkAdd(TRAIT_CATALOG, build, t.number) === null);
      const target = open.length > 0 ? open[(step * 7 + round) % open.length]! : traits[step % traits.length]!;
      build = open.length > 0 ? addPoint(TRAIT_CATALOG, build, target.number).build : removeWithDependents(TRAIT_CATALOG, build, target.number).build;
      // What the page shows after a change: every trait's state, and the reason a removal of the
      // acted-on trait would be refused (the page asks only for the trait clicked).
      for (const t of traits) checkAdd(TRAIT_CATALOG, build, t.number);
      checkRemove(TRAIT_CATALOG, build, target.number);
      for (const tree of [characterClass, 'shared'] as const) {
        pointsInTree(TRAIT_CATALOG, build.points, tree);
        for (let tier = 1; tier <= 6; tier += 1) tierHint(TRAIT_CATALOG, build.points, tree, tier);
      }
      pointsSpent(build.points);
      encodeShareState({ ...defaultSharedBuild(), characterClass, level: 200, points: [...build.points] });
      times.push(performance.now() - start);
    }
  }
}
times.sort((a, b) => a - b);
const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
console.log(
  `trait tree recompute per change, full tree (39 traits), share state included (${times.length} changes): ` +
    `p50 ${at(50).toFixed(3)} ms, p99 ${at(99).toFixed(3)} ms, worst ${times.at(-1)!.toFixed(3)} ms (budget 16 ms)`,
);
