import { rawPack } from '../../server/game-data/pack';

/**
 * A next version of the committed pack that renumbers two shared tier-1 traits (they swap numbers, prerequisites
 * follow) and renames a third in place, lowering its maximum to 3: what a build or link made before it must survive
 * unchanged.
 */
export function renumberedPack(renamedTo = 'Wintersharp Focus') {
  const before = rawPack();
  const shared = before.traits.filter((t) => t.class === null && t.tier === 1 && t.prerequisite === null);
  const [first, second, third] = shared as [typeof shared[number], typeof shared[number], typeof shared[number]];
  const after = structuredClone(before);
  const swap = (n: number) => (n === first.number ? second.number : n === second.number ? first.number : n);
  for (const trait of after.traits) {
    trait.number = swap(trait.number);
    if (trait.prerequisite !== null) trait.prerequisite = swap(trait.prerequisite);
  }
  after.traits.sort((a, b) => a.number - b.number);
  Object.assign(after.traits.find((t) => t.number === third.number)!, { name: renamedTo, maxPoints: 3 });
  return { before, after, moved: first, movedTo: second.number, swapped: second, swappedTo: first.number, renamed: third, renamedTo };
}
