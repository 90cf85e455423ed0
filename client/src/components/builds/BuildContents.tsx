import { CLASSES } from '@game/data/classes';
import { CLASS_NAMES, SLOT_IDS, SLOT_NAMES, STAT_IDS, STAT_NAMES, type ClassId, type SlotId } from '@game/rules/constants';
import { equipmentCost, type ItemSources } from '@game/rules/cost';
import { deriveNumbers, type PlannerItem } from '@game/rules/derived';
import { useQuery } from '@apollo/client/react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { graphql, getFragmentData, type FragmentType } from '@/gql';
import { EquipmentCostList, itemSourcesOf } from './EquipmentCostList';
import { readStatAllocations } from './stat-allocations';
import './builds.css';
import { itemStatsOf } from '@/components/items/item-stats';
import { LevellingPlan } from '@/components/build-editor/LevellingPlan';
import { readLevellingPlanJson } from '@game/rules/levelling-plan';
import { defaultSharedBuild, type SharedBuild } from '@game/rules/share-state';
import { TRAIT_CATALOG } from '@game/rules/traits';
import { catalogOfPoints, plannerTraitsOf, traitsByTree } from './build-traits';

export const BuildContents_build = graphql(`
  fragment BuildContents_build on Build {
    id
    basedOn {
      id
      name
      ownerUsername
    }
    class
    characterLevel
    isPlannerBuild
    dataVersion
    madeWithVersion
    assignedPoints {
      trait
      points
      details {
        ...TraitDetails_trait
      }
    }
    statAllocations {
      ...StatAllocations_stats
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
    levellingPlan
  }
`);

// The contents ask for the worn items' names and icons, which the editor's SavedBuild_build does not.
type ContentsBuild = import('@/gql/graphql').BuildContents_BuildFragment;

/** What the numbers and the cost need of the worn items: its own query, so the card's stays cheap. */
export const BuildContentsWorkedQuery = graphql(`
  query BuildContentsWorked($id: ID!) {
    build(id: $id) {
      id
      equippedItemIds {
        slot
        item {
          id
          name
          weight
          level
          stats {
            ...ItemStats_stats
          }
          ...EquipmentCostList_item
        }
      }
    }
  }
`);
type WornEntries = NonNullable<import('@/gql/graphql').BuildContentsWorkedQuery['build']>['equippedItemIds'];

/**
 * A variant after the first: its own fields and its worn items with what the
 * numbers and the cost need, by its own query (the first variant is the build's own fields). It
 * selects all that the contents show, so its answer fills the cache for everything it draws.
 */
export const BuildVariantContentsQuery = graphql(`
  query BuildVariantContents($id: ID!) {
    build(id: $id) {
      id
      variants {
        name
        characterLevel
        assignedPoints {
          trait
          points
          details {
            ...TraitDetails_trait
          }
        }
        statAllocations {
          ...StatAllocations_stats
        }
        levellingPlan
        equippedItemIds {
          slot
          itemId
          legacyValue
          item {
            id
            name
            category
            iconUrl
            weight
            level
            stats {
              ...ItemStats_stats
            }
            ...EquipmentCostList_item
          }
        }
      }
    }
  }
`);

/** What the numbers need of a build and of its worn items. */
interface NumbersBuild {
  class: string;
  characterLevel: number;
  statAllocations: ContentsBuild['statAllocations'];
  assignedPoints: ContentsBuild['assignedPoints'];
}
interface NumbersWorn {
  slot: string;
  item: { id: string; name: string; weight: number; stats: Parameters<typeof itemStatsOf>[0] } | null;
}

/** A planner build's numbers (health, mana, attack...) by the same rules the planner uses; null for an unknown class. */
export function buildNumbers(build: NumbersBuild, worn: readonly NumbersWorn[]) {
  const characterClass = CLASSES.find((c) => c.id === build.class);
  if (!characterClass) return null;
  const equipment: Partial<Record<SlotId, PlannerItem>> = {};
  for (const entry of worn) {
    const item = entry.item;
    if (!item || !(SLOT_IDS as readonly string[]).includes(entry.slot)) continue;
    equipment[entry.slot as SlotId] = { id: item.id, name: item.name, slot: entry.slot as SlotId, weight: item.weight, stats: itemStatsOf(item.stats) };
  }
  const derived = deriveNumbers({
    characterClass,
    level: build.characterLevel,
    stats: readStatAllocations(build.statAllocations),
    equipment,
    traits: plannerTraitsOf(build.assignedPoints),
  });
  return { derived, equipment };
}

/** A planner build's main numbers and cost, by the same rules the planner uses. */
function workedOut(build: ContentsBuild, worn: WornEntries) {
  const numbers = buildNumbers(build, worn);
  if (!numbers) return null;
  const sources = new Map<string, ItemSources>();
  for (const entry of worn) if (entry.item) sources.set(entry.item.id, itemSourcesOf(entry.item));
  return { derived: numbers.derived, cost: equipmentCost(numbers.equipment, (id) => sources.get(id)) };
}


/**
 * The saved levelling plan, read-only: the planner's chart and table (LevellingPlan) over the
 * build's own numbers; a planner build's worn items come from the worked-out query (with their
 * level, so none counts below it), a trait build's numbers leave equipment out.
 */
function SavedLevellingPlan({ build, worn }: { build: ContentsBuild; worn: WornEntries | undefined }) {
  const plan = readLevellingPlanJson(build.levellingPlan);
  const characterClass = CLASSES.find((c) => c.id === build.class);
  if (!plan || !characterClass || (build.isPlannerBuild && !worn)) return null;
  const equipment: Partial<Record<SlotId, PlannerItem & { level: number }>> = {};
  for (const entry of worn ?? []) {
    const item = entry.item;
    if (!item || !(SLOT_IDS as readonly string[]).includes(entry.slot)) continue;
    equipment[entry.slot as SlotId] = { id: item.id, name: item.name, slot: entry.slot as SlotId, weight: item.weight, level: item.level, stats: itemStatsOf(item.stats) };
  }
  const points = build.assignedPoints.map(({ trait, points: value }) => [trait, value] as [number, number]);
  const shared: SharedBuild = {
    ...defaultSharedBuild(),
    characterClass: build.class as ClassId,
    level: build.characterLevel,
    points,
    stats: readStatAllocations(build.statAllocations),
    dataVersion: build.dataVersion,
    plan,
  };
  const traits = plannerTraitsOf(build.assignedPoints);
  // The plan names and checks its traits as the build's own version has them.
  const catalog = catalogOfPoints(build.assignedPoints, TRAIT_CATALOG.tierPoints);
  return (
    <LevellingPlan
      build={shared}
      catalog={catalog}
      input={{ characterClass, level: build.characterLevel, stats: shared.stats, equipment, traits }}
      note={build.isPlannerBuild ? undefined : 'A trait tree build: the numbers leave out equipment.'}
    />
  );
}

/**
 * What a build holds, read-only and compact: its trait points per tree and tier, and for a
 * planner build its stats and equipment with links. For a build's page and the preview dialog;
 * the build's page (`showPlan`) also shows its levelling plan.
 */
export function BuildContents(props: { build: FragmentType<typeof BuildContents_build>; headingLevel: 2 | 3 | 4; showPlan?: boolean; variant?: number }) {
  const whole = getFragmentData(BuildContents_build, props.build);
  const variantIndex = props.variant ?? 0;
  const variantQuery = useQuery(BuildVariantContentsQuery, { variables: { id: whole.id }, skip: variantIndex === 0 });
  const variant = variantIndex > 0 ? variantQuery.data?.build?.variants[variantIndex] : undefined;
  // The variant shown: the build's own fields for the first, the variant's own for another.
  const build: ContentsBuild = variant ? { ...whole, ...variant } : whole;
  // One level below the card's own heading, and the trees one below that.
  const Heading = props.headingLevel === 4 ? 'h4' : props.headingLevel === 2 ? 'h2' : 'h3';
  const TreeHeading = props.headingLevel === 4 ? 'h5' : props.headingLevel === 2 ? 'h3' : 'h4';
  // The traits by the names and tiers of the build's own game data version (`details`).
  const byTree = traitsByTree(build.assignedPoints, [build.class as ClassId, 'shared']);
  const wornQuery = useQuery(BuildContentsWorkedQuery, { variables: { id: build.id }, skip: !build.isPlannerBuild || variantIndex > 0 });
  const worn = variantIndex > 0 ? variant?.equippedItemIds : wornQuery.data?.build?.equippedItemIds;
  if (variantIndex > 0 && !variant) {
    return (
      <div className="build-contents">
        {variantQuery.error ? <p role="alert">This variant could not be loaded. Check your connection and reload the page.</p> : <p className="muted">Loading the variant…</p>}
      </div>
    );
  }
  const worked = build.isPlannerBuild && worn ? workedOut(build, worn) : null;

  return (
    <div className="build-contents">
      {build.basedOn && (
        <p className="muted">
          Based on <Link to={`/builds/${encodeURIComponent(build.basedOn.id)}`}>{build.basedOn.name}</Link> by {build.basedOn.ownerUsername ?? 'Deleted player'}
        </p>
      )}
      {build.madeWithVersion < build.dataVersion && (
        <p className="muted">Made for game data version {build.madeWithVersion}; shown migrated to version {build.dataVersion}.</p>
      )}
      <Heading className="build-contents__heading">Traits</Heading>
      {build.assignedPoints.length === 0 ? (
        <p className="muted">No trait points spent.</p>
      ) : (
        <div className="build-contents__trees">
          {byTree.map(({ tree, spent, traits }) => {
            if (spent === 0) return null;
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
                        {/* Each trait links to its row in the classes list, with the site's tooltip card, as items do. */}
                        {traits
                          .filter((t) => t.tier === tier)
                          .map((t, index) => (
                            <Fragment key={t.number}>
                              {index > 0 && ' · '}
                              <Link to={`/lists/classes?q=${encodeURIComponent(t.name)}`} data-game-ref={`trait:${t.number}`}>
                                {t.name}
                              </Link>{' '}
                              {t.points}/{t.maxPoints}
                            </Fragment>
                          ))}
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
            {STAT_IDS.map((key) => (
              <div key={key}>
                <dt>{STAT_NAMES[key]}</dt>
                <dd>{readStatAllocations(build.statAllocations)[key]}</dd>
              </div>
            ))}
          </dl>
          <Heading className="build-contents__heading">Equipment</Heading>
          <ul className="build-contents__equipment">
            {SLOT_IDS.map((slot) => {
              const entry = build.equippedItemIds.find((e) => e.slot === slot);
              return (
                <li key={slot}>
                  <span className="build-contents__slot">{SLOT_NAMES[slot]}</span>
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
          {(variantIndex > 0 ? variantQuery.error : wornQuery.error) && <p className="muted">The numbers and the cost could not be loaded.</p>}
          {worked && (
            <>
              <Heading className="build-contents__heading">What it does</Heading>
              <dl className="build-contents__numbers" data-testid="build-numbers">
                {(['health', 'mana', 'attack', 'defense', 'armor', 'hitChance'] as const).map((id) => (
                  <div key={id}>
                    <dt>{worked.derived.numbers[id].label}</dt>
                    <dd>
                      {worked.derived.numbers[id].value}
                      {id === 'hitChance' ? '%' : ''}
                    </dd>
                  </div>
                ))}
                <div>
                  <dt>Carried</dt>
                  <dd className={worked.derived.overCapacity ? 'planner-warning' : undefined}>
                    {worked.derived.numbers.weight.value} of {worked.derived.numbers.capacity.value} oz
                  </dd>
                </div>
                <div>
                  <dt>Main-hand hit</dt>
                  <dd>
                    {worked.derived.weapon.min}–{worked.derived.weapon.max}
                  </dd>
                </div>
              </dl>
              <Heading className="build-contents__heading">Cost and where to get it</Heading>
              <EquipmentCostList cost={worked.cost} />
            </>
          )}
        </>
      )}
      {props.showPlan && <SavedLevellingPlan build={build} worn={worn} />}
    </div>
  );
}
