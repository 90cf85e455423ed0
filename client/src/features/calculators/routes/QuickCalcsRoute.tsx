import type { SlotId } from '@game/rules/constants';
import { Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { graphql } from '@/gql';
import { CapacityCalc, CAPACITY_DEFAULTS } from '../components/CapacityCalc';
import { DamageCalc, DAMAGE_DEFAULTS, type CalcWeapon } from '../components/DamageCalc';
import { ExperienceCalc, EXPERIENCE_DEFAULTS } from '../components/ExperienceCalc';
import { ManaCostCalc, MANA_DEFAULTS } from '../components/ManaCostCalc';
import { PointsCalc, POINTS_DEFAULTS } from '../components/PointsCalc';
import { RegenerationCalc, REGENERATION_DEFAULTS } from '../components/RegenerationCalc';
import { useUrlFields } from '../use-url-fields';
import '../calculators.css';
import { itemStatsOf } from '@/components/items/item-stats';
import { NeedsJavaScript } from '@/components/ui/NeedsJavaScript';
import { Loading } from '@/components/ui/Loading';
import { compareText } from '@/lib/format';
import { useRouteQuery } from '@/lib/use-route-query';

export const QuickCalcsQuery = graphql(`
  query QuickCalcsPage {
    itemList {
      id
      name
      slot
      level
      weight
      classes
      stats {
        ...ItemStats_stats
      }
    }
    materials {
      id
      name
      weight
    }
    monsters(first: 100) {
      edges {
        node {
          id
          name
          level
          health
          experience
          armor
          elements {
            element
            modifier
          }
        }
      }
    }
  }
`);

const DEFAULTS = { ...EXPERIENCE_DEFAULTS, ...POINTS_DEFAULTS, ...DAMAGE_DEFAULTS, ...REGENERATION_DEFAULTS, ...CAPACITY_DEFAULTS, ...MANA_DEFAULTS };

const SECTIONS = [
  { id: 'experience', title: 'Experience to a level' },
  { id: 'points', title: 'Stat and trait points' },
  { id: 'damage', title: 'Damage' },
  { id: 'regeneration', title: 'Regeneration' },
  { id: 'capacity', title: 'Capacity and what you can carry' },
  { id: 'mana', title: 'Spell mana costs' },
] as const;

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <form className="calc-panel" id={id} aria-labelledby={`${id}-heading`} onSubmit={(event) => event.preventDefault()} noValidate>
      <h2 id={`${id}-heading`}>{title}</h2>
      {children}
    </form>
  );
}

/**
 * /tools/quick-calcs: the questions players ask most, each answered as they type by the same
 * rules the planner and /lists/formulae use. Every field lives in the URL (values equal to the
 * defaults are left out), so any answer is a link.
 */
export function QuickCalcsRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the calculators…</Loading>}>
      <QuickCalcs />
    </Suspense>
  );
}

function QuickCalcs() {
  const [values, set] = useUrlFields(DEFAULTS);
  // Read-only reference lists (every item with its stats, the monsters): normalizing them into
  // the cache and reading them back cost over a second of a throttled phone's main thread: the
  // route's loader reads them `no-cache` (lib/route-query.ts).
  const { data, error } = useRouteQuery(QuickCalcsQuery);
  const loading = data === undefined && !error;

  useEffect(() => {
    document.title = 'Quick calculators · Tools · Almanac';
    // The page is drawn after the browser looked for the #section of a link, so it is sought here.
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    target?.scrollIntoView({ block: 'start' });
  }, []);

  const weapons = useMemo<CalcWeapon[]>(
    () =>
      (data?.itemList ?? [])
        .filter((item) => item.slot === 'hand-main')
        .map((item) => ({
          id: item.id,
          name: item.name,
          level: item.level,
          weight: item.weight,
          classes: item.classes,
          slot: item.slot as SlotId,
          stats: itemStatsOf(item.stats),
        })),
    [data],
  );
  const monsters = useMemo(() => (data?.monsters.edges ?? []).map(({ node }) => node).sort((a, b) => a.level - b.level || compareText(a.name, b.name)), [data]);
  const items = useMemo(() => (data?.itemList ?? []).map((item) => ({ id: item.id, name: item.name, weight: item.weight })), [data]);

  return (
    <section className="page calc-page" aria-labelledby="quick-calcs-heading">
      <h1 id="quick-calcs-heading">Quick calculators</h1>
      <NeedsJavaScript tool="quick calculators" />
      <p className="calc-intro">Answers update as you type, from the same formulae as the planner and the formulae list. Every field is kept in the address, so you can share an answer.</p>
      <nav aria-label="Calculators" className="calc-toc">
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ul>
      </nav>
      {error && !data && <p role="alert">The items could not be loaded, so the weapon and carrying lists are empty. Check your connection and reload the page.</p>}
      <div className="calc-stack">
        <Panel id="experience" title={SECTIONS[0].title}>
          <ExperienceCalc values={values} set={set} monsters={monsters} loading={loading} />
        </Panel>
        <Panel id="points" title={SECTIONS[1].title}>
          <PointsCalc values={values} set={set} />
        </Panel>
        <Panel id="damage" title={SECTIONS[2].title}>
          <DamageCalc values={values} set={set} weapons={weapons} monsters={monsters} loading={loading} />
        </Panel>
        <Panel id="regeneration" title={SECTIONS[3].title}>
          <RegenerationCalc values={values} set={set} />
        </Panel>
        <Panel id="capacity" title={SECTIONS[4].title}>
          <CapacityCalc values={values} set={set} materials={data?.materials ?? []} items={items} loading={loading} />
        </Panel>
        <Panel id="mana" title={SECTIONS[5].title}>
          <ManaCostCalc values={values} set={set} />
        </Panel>
      </div>
    </section>
  );
}
