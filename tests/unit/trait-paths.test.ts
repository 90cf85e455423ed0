import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../server/game-data/data/traits';
import { planTraitPath, shortestTraitPath } from '../../server/game-data/rules/trait-paths';
import { addPoint, checkAdd, createTraitCatalog, pointsSpent, TRAIT_CATALOG, traitPointsProblem, type TraitBuild, type TraitCatalog } from '../../server/game-data/rules/traits';
import type { Trait } from '../../server/game-data/schemas';

const trait = (name: string) => TRAITS.find((t) => t.name === name)!;
const build = (characterClass: TraitBuild['characterClass'], level: number, points: Array<[string, number]> = []): TraitBuild => ({
  characterClass,
  level,
  points: new Map(points.map(([name, value]) => [trait(name).number, value])),
});
/** Replays a path through the rules: each step must be allowed (budget aside) on the build before it. */
function replay(catalog: TraitCatalog, start: TraitBuild, steps: ReadonlyArray<{ trait: number }>): TraitBuild {
  return steps.reduce((current, step) => {
    const blocked = checkAdd(catalog, current, step.trait, { budget: false });
    if (blocked) throw new Error(blocked.reason);
    const points = new Map(current.points);
    points.set(step.trait, (points.get(step.trait) ?? 0) + 1);
    return { ...current, points };
  }, start);
}

describe('planTraitPath on the pack’s trees', () => {
  it('adds nothing when every wanted trait is already maxed, and nothing for no wanted traits', () => {
    const start = build('knight', 20, [['Tough Hide', 5]]);
    expect(planTraitPath(TRAIT_CATALOG, start, [trait('Tough Hide').number])).toMatchObject({ steps: [], needed: 0, short: 0, unreached: [] });
    expect(planTraitPath(TRAIT_CATALOG, start, [])).toMatchObject({ steps: [], needed: 0 });
  });

  it('maxes a tier 1 trait in exactly its maximum of points', () => {
    const path = planTraitPath(TRAIT_CATALOG, build('squire', 20), [trait('Tough Hide').number]);
    expect(path.steps.map((s) => s.trait)).toEqual(Array(5).fill(trait('Tough Hide').number));
    expect(path.build.points.get(trait('Tough Hide').number)).toBe(5);
  });

  it('reaches a tier 6 shared trait through its chain of prerequisites and the tiers below, in an order the rules allow', () => {
    const top = TRAITS.find((t) => t.class === null && t.tier === 6)!;
    const path = planTraitPath(TRAIT_CATALOG, build('mage', 200), [top.number]);
    expect(path.unreached).toEqual([]);
    const end = replay(TRAIT_CATALOG, build('mage', 200), path.steps);
    expect(end.points.get(top.number)).toBe(top.maxPoints);
    expect(traitPointsProblem(TRAIT_CATALOG, end)).toBeNull();
    // Tier 6 opens at 25 points below it; the trait takes 1 more.
    expect(path.needed).toBe(26);
  });

  it('says which wanted traits the budget cannot reach, and by how many points', () => {
    const top = TRAITS.find((t) => t.class === null && t.tier === 6)!;
    const path = planTraitPath(TRAIT_CATALOG, build('mage', 20), [trait('Tough Hide').number, top.number]);
    expect(path.left).toBe(10);
    expect(path.reached).toEqual([trait('Tough Hide').number]);
    expect(path.unreached).toEqual([{ trait: top.number, name: top.name, reason: `${top.name} needs 16 more points than level 20 leaves.`, short: 16 }]);
    expect(path.short).toBe(16);
    expect(path.steps).toHaveLength(5);
  });

  it('refuses another class’s trait and names it', () => {
    const rogueTrait = TRAITS.find((t) => t.class === 'rogue')!;
    const path = planTraitPath(TRAIT_CATALOG, build('knight', 50), [rogueTrait.number]);
    expect(path.unreached).toEqual([{ trait: rogueTrait.number, name: rogueTrait.name, reason: `${rogueTrait.name} is not a trait of this class.`, short: null }]);
    expect(path.steps).toEqual([]);
  });

  it('counts the points already spent: a half-built tree needs only what is missing', () => {
    const start = build('squire', 40, [['Tough Hide', 5]]);
    const wanted = TRAITS.find((t) => t.class === null && t.prerequisite === trait('Tough Hide').number)!;
    const path = planTraitPath(TRAIT_CATALOG, start, [wanted.number]);
    expect(path.steps.every((s) => s.trait === wanted.number)).toBe(true);
    expect(path.needed).toBe(wanted.maxPoints);
  });
});

/** A small random tree (shared, up to 6 traits in 3 tiers; prerequisites in a lower tier). */
const smallCatalog = fc
  .record({
    tiers: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 2, maxLength: 6 }),
    maxes: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 6, maxLength: 6 }),
    prereqs: fc.array(fc.nat(), { minLength: 6, maxLength: 6 }),
    gates: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 4 })),
  })
  .map(({ tiers, maxes, prereqs, gates }) => {
    const sorted = [...tiers].sort();
    const traits: Trait[] = sorted.map((tier, i) => {
      const lower = sorted.flatMap((t, j) => (t < tier ? [j] : []));
      const prerequisite = lower.length > 0 && prereqs[i]! % 3 !== 0 ? lower[prereqs[i]! % lower.length]! + 1 : null;
      return { number: i + 1, name: `T${i + 1}`, class: null, branch: null, tier, maxPoints: maxes[i]!, prerequisite, description: 'A test trait.', effects: [] };
    });
    return createTraitCatalog(traits, [0, gates[0], gates[0] + gates[1]]);
  });

/** The fewest points that max `wanted` from `start` by trying every final set of points. */
function bruteForce(catalog: TraitCatalog, start: TraitBuild, wanted: number[]): number | null {
  const traits = [...catalog.traits.values()];
  let best: number | null = null;
  const walk = (index: number, points: Map<number, number>) => {
    if (index === traits.length) {
      if (wanted.some((w) => (points.get(w) ?? 0) < catalog.traits.get(w)!.maxPoints)) return;
      const clean = new Map([...points].filter(([, v]) => v > 0));
      if (traitPointsProblem(catalog, { ...start, points: clean }) !== null) return;
      const added = pointsSpent(clean) - pointsSpent(start.points);
      if (best === null || added < best) best = added;
      return;
    }
    const t = traits[index]!;
    for (let v = start.points.get(t.number) ?? 0; v <= t.maxPoints; v += 1) walk(index + 1, new Map(points).set(t.number, v));
  };
  walk(0, new Map());
  return best;
}

describe('property tests (fast-check)', { timeout: 120_000 }, () => {
  it('on small random trees the path is valid, maxes every wanted trait, and no shorter valid path exists (brute force)', () => {
    fc.assert(
      fc.property(smallCatalog, fc.array(fc.nat(), { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 3 }), (catalog, startPicks, wantedPicks) => {
        const count = catalog.traits.size;
        // A valid start, made by the rules from random picks (refused picks are skipped).
        let start: TraitBuild = { characterClass: 'squire', level: 200, points: new Map() };
        for (const pick of startPicks) start = addPoint(catalog, start, 1 + (pick % count)).build;
        const wanted = [...new Set(wantedPicks.map((p) => 1 + (p % count)))];
        const steps = shortestTraitPath(catalog, start, wanted);
        const best = bruteForce(catalog, start, wanted);
        expect(steps === null ? null : steps.length).toBe(best);
        if (steps === null) return;
        const end = replay(catalog, start, steps);
        expect(wanted.every((w) => end.points.get(w) === catalog.traits.get(w)!.maxPoints)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('on the pack’s trees the planned build always passes the server’s check and stays within the budget', () => {
    const classes = ['squire', 'knight', 'rogue', 'mage'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...classes), fc.integer({ min: 1, max: 200 }), fc.array(fc.constantFrom(...TRAITS.map((t) => t.number)), { maxLength: 5 }), (characterClass, level, wanted) => {
        const path = planTraitPath(TRAIT_CATALOG, { characterClass, level, points: new Map() }, wanted);
        expect(traitPointsProblem(TRAIT_CATALOG, path.build)).toBeNull();
        expect(path.steps.length).toBeLessThanOrEqual(path.left);
        expect(path.reached.length + path.unreached.length).toBe(new Set(wanted).size);
      }),
      { numRuns: 300 },
    );
  });
});
