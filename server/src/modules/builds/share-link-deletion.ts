import { openShareState } from '../../../game-data/rules/share-state';
import type { Store } from '../../store/port';
import { SHARE_LINKS_COLLECTION, type BuildDocument, type ShareLinkDocument } from './build.model';

/** What a setup of a build and a short link's state are compared by: the class, the level and the trait points. */
function setupKey(characterClass: string, level: number, points: Iterable<[string | number, number]>): string {
  const sorted = [...points].map(([trait, spent]) => `${trait}:${spent}`).sort();
  return `${characterClass}|${level}|${sorted.join(',')}`;
}

function keysOfBuild(build: BuildDocument): Set<string> {
  const keys = new Set([setupKey(build.class, build.characterLevel, Object.entries(build.assignedPoints))]);
  for (const variant of build.variants ?? []) {
    keys.add(setupKey(build.class, variant.characterLevel, Object.entries(variant.assignedPoints)));
  }
  return keys;
}

/**
 * Deletes the short links made of these builds. A link keeps no owner and no build id (it is the
 * tool's state and a name), so a link is the build's when it has the build's name and its state
 * opens to one of the build's setups (class, level and trait points).
 */
export async function deleteShareLinksOfBuilds(store: Store, builds: readonly BuildDocument[]): Promise<number> {
  if (builds.length === 0) return 0;
  const links = store.collection<ShareLinkDocument>(SHARE_LINKS_COLLECTION);
  const byName = new Map<string, Set<string>>();
  for (const build of builds) {
    const keys = byName.get(build.name) ?? new Set<string>();
    for (const key of keysOfBuild(build)) keys.add(key);
    byName.set(build.name, keys);
  }
  let removed = 0;
  for (const link of await links.find({ name: { $in: [...byName.keys()] } })) {
    const { build } = openShareState(link.state);
    const key = setupKey(build.characterClass, build.level, build.points);
    if (byName.get(link.name)?.has(key) && (await links.deleteOne({ _id: link._id }))) removed += 1;
  }
  return removed;
}
