/**
 * The versions of the committed pack, as the store is seeded with them at first start: version 2
 * is the data files as they are; version 1 is what the code still knows of it, its 30 traits by
 * their old numbers (the rest of the pack was as version 2 has it). Two traits of version 1 were
 * removed without their effects being kept: they are listed by name with no effects.
 */
import { rawPack } from './pack';
import type { Pack, Trait } from './schemas';
import { GAME_DATA_VERSION, V1_TO_V2_TRAITS, V1_TRAIT_NAMES } from './rules/migrations';
import type { EntryMapping } from './rules/version-migration';

export interface CommittedVersion {
  number: number;
  name: string;
  notes: string;
  pack: Pack;
  /** The explicit migration from the version before. */
  mappings: EntryMapping[];
}

function versionOneTraits(pack: Pack): Trait[] {
  const byNumber = new Map(pack.traits.map((trait) => [trait.number, trait]));
  const back = new Map([...V1_TO_V2_TRAITS].filter((pair): pair is [number, number] => pair[1] !== null).map(([v1, v2]) => [v2, v1]));
  return V1_TRAIT_NAMES.map((name, index): Trait => {
    const number = index + 1;
    const now = byNumber.get(V1_TO_V2_TRAITS.get(number) ?? -1);
    if (!now) {
      return { number, name, class: null, branch: null, tier: 1, maxPoints: 1, prerequisite: null, description: 'A trait of game data version 1, removed in version 2; its effects were not kept.', effects: [] };
    }
    const prerequisite = now.prerequisite === null ? null : (back.get(now.prerequisite) ?? null);
    return { ...now, number, prerequisite };
  });
}

/** The committed pack's versions, oldest first; the last is {@link GAME_DATA_VERSION}. */
export function committedVersions(pack: Pack = rawPack()): CommittedVersion[] {
  const v1: CommittedVersion = { number: 1, name: '1', notes: 'The first game data: 30 traits in one list.', pack: { ...pack, traits: versionOneTraits(pack) }, mappings: [] };
  const v2: CommittedVersion = {
    number: 2,
    name: '2 Branching trait trees',
    notes: 'The trait trees were redrawn: traits have new numbers, tiers and prerequisites.',
    pack,
    mappings: [...V1_TO_V2_TRAITS].map(([from, to]) => ({ kind: 'traits', from: String(from), to: to === null ? null : String(to) })),
  };
  const versions = [v1, v2];
  if (versions.at(-1)!.number !== GAME_DATA_VERSION) throw new Error(`The committed pack is version ${GAME_DATA_VERSION}: add it to committedVersions`);
  return versions;
}
