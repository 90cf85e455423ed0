import { CLASS_NAMES, SLOT_IDS, type ClassId, type StatId } from '@game/rules/constants';
import { pointsFromPairs, pointsInTree, TRAIT_CATALOG, treeTraits, type TraitTreeId } from '@game/rules/traits';
import { Link } from 'react-router-dom';
import { graphql, getFragmentData, type FragmentType } from '@/gql';

export const BuildContents_build = graphql(`
  fragment BuildContents_build on Build {
    id
    class
    characterLevel
    isPlannerBuild
    dataVersion
    madeWithVersion
    basedOn {
      id
      name
      ownerUsername
    }
    assignedPoints {
      trait
      points
    }
    statAllocations {
      hp
      mp
      magic
      ability
      hpRegen
      mpRegen
      capacity
    }
    equippedItemIds {
      slot
      itemId
      legacyValue
      item {
        id
        name
        category
        iconUrl
      }
    }
  }
`);

const STAT_LABELS: Array<[StatId, string]> = [
  ['hp', 'Health'], ['mp', 'Mana'], ['magic', 'Magic'], ['ability', 'Ability'], ['hpRegen', 'Health regen'], ['mpRegen', 'Mana regen'], ['capacity', 'Capacity'],
];
const SLOT_LABELS: Record<string, string> = {
  neck: 'Neck', head: 'Head', bag: 'Bag', 'hand-main': 'Main hand', chest: 'Chest', 'hand-off': 'Off hand', ring: 'Ring', legs: 'Legs', ammo: 'Ammo', boots: 'Boots',
};

/**
 * What a build holds, read-only and compact: its trait points per tree and tier, and for a
 * planner build its stats and equipment with links. For a build's page and the preview dialog.
 */
export function BuildContents(props: { build: FragmentType<typeof BuildContents_build>; headingLevel: 2 | 3 | 4 }) {
  const build = getFragmentData(BuildContents_build, props.build);
  // One level below the card's own heading, and the trees one below that.
  const Heading = `h${props.headingLevel}` as const;
  const TreeHeading = `h${(props.headingLevel + 1) as 3 | 4 | 5}` as const;
  const points = pointsFromPairs(build.assignedPoints.map(({ trait, points: value }) => [trait, value] as [number, number]));
  const trees: TraitTreeId[] = [build.class as ClassId, 'shared'];

  return (
    <div className="build-contents">
      {build.basedOn && (
        <p className="muted">
          Based on <Link to={`/builds/${encodeURIComponent(build.basedOn.id)}`}>{build.basedOn.name}</Link> by {build.basedOn.ownerUsername ?? 'Unknown'}
        </p>
      )}
      {build.madeWithVersion < build.dataVersion && (
        <p className="muted">Made for game data version {build.madeWithVersion}; shown migrated to version {build.dataVersion}.</p>
      )}
      <Heading className="build-contents__heading">Traits</Heading>
      {points.size === 0 ? (
        <p className="muted">No trait points spent.</p>
      ) : (
        <div className="build-contents__trees">
          {trees.map((tree) => {
            const spent = pointsInTree(TRAIT_CATALOG, points, tree);
            if (spent === 0) return null;
            const traits = treeTraits(TRAIT_CATALOG, tree).filter((t) => points.has(t.number));
            const tiers = [...new Set(traits.map((t) => t.tier))].sort((a, b) => a - b);
            return (
              <section key={tree} aria-label={`${tree === 'shared' ? 'Shared' : CLASS_NAMES[tree]} tree`}>
                <TreeHeading className="build-contents__tree">
                  {tree === 'shared' ? 'Shared' : CLASS_NAMES[tree]} tree · {spent} point{spent === 1 ? '' : 's'}
                </TreeHeading>
                <dl className="build-contents__tiers">
                  {tiers.map((tier) => (
                    <div key={tier}>
                      <dt>Tier {tier}</dt>
                      <dd>
                        {traits
                          .filter((t) => t.tier === tier)
                          .map((t) => `${t.name} ${points.get(t.number)}/${t.maxPoints}`)
                          .join(' · ')}
                      </dd>
                    </div>
                  ))}
                </dl>
              </section>
            );
          })}
        </div>
      )}
      {build.isPlannerBuild && (
        <>
          <Heading className="build-contents__heading">Stats</Heading>
          <dl className="build-contents__stats">
            {STAT_LABELS.map(([key, label]) => (
              <div key={key}>
                <dt>{label}</dt>
                <dd>{build.statAllocations[key]}</dd>
              </div>
            ))}
          </dl>
          <Heading className="build-contents__heading">Equipment</Heading>
          <ul className="build-contents__equipment">
            {SLOT_IDS.map((slot) => {
              const entry = build.equippedItemIds.find((e) => e.slot === slot);
              return (
                <li key={slot}>
                  <span className="build-contents__slot">{SLOT_LABELS[slot]}</span>
                  {entry?.item ? (
                    <Link to={`/items/${entry.item.category}/${entry.item.id}`}>
                      <img src={entry.item.iconUrl} alt="" width={20} height={20} /> {entry.item.name}
                    </Link>
                  ) : entry?.legacyValue || entry?.itemId ? (
                    <span>
                      Unknown item <code>{entry.legacyValue || entry.itemId}</code>
                    </span>
                  ) : (
                    <span className="muted">Empty</span>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
