import { Suspense } from 'react';
import { Link } from 'react-router';
import { describeEffect, type TraitEffect } from '@game/rules/effects';
import { UrlSearchInput } from '@/components/ui/UrlSearchInput';
import { getFragmentData, graphql } from '@/gql';
import { TraitFacts_trait } from '../reference-fragments';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { DataTable, sortRows, type Column } from '@/components/ui/DataTable';
import { useUrlState } from '@/lib/url-state';
import { CLASS_IDS, CLASS_NAMES, type ClassId } from '@game/rules/constants';
import { ListsNav } from '../components/ListsNav';
import { directionOf, useListTitle } from '../use-list-page';
import { Loading } from '@/components/ui/Loading';
import { FilterForm } from '@/components/ui/FilterForm';

export const ClassesPageQuery = graphql(`
  query ClassesPage {
    classes {
      id
      name
      role
      description
      health {
        base
        perLevel
      }
      mana {
        base
        perLevel
      }
      capacity {
        base
        perLevel
      }
      hpRegen
      mpRegen
      weaponCategories
    }
    stats {
      id
      name
      perPoint
      unit
      description
    }
    progression {
      maxLevel
      statPointsPerLevel
      levelsPerTraitPoint
    }
    traits {
      ...TraitFacts_trait
    }
  }
`);

const growth = (g: { base: number; perLevel: number }) => `${g.base} + ${g.perLevel}/level`;

/** The route's loader: the query the page reads, started with the page's chunk. */
export const ClassesRouteData: RouteDataLoader = (query) => query(ClassesPageQuery, {});

/** /lists/classes: the four classes, the seven stats, the level rules and every trait. */
export function ClassesRoute() {
  // Until the route's query answers (in the browser: the server draws the page answered).
  return (
    <Suspense fallback={<Loading>Loading the classes…</Loading>}>
      <ClassesPage />
    </Suspense>
  );
}

function ClassesPage() {
  useListTitle('Classes');
  const [url, setUrl] = useUrlState({ csort: 'class', cdir: 'asc', ssort: 'order', sdir: 'asc', q: '', class: '', tier: '', sort: 'number', dir: 'asc' });
  const { data, error } = useRouteQuery(ClassesPageQuery);
  type Data = NonNullable<typeof data>;
  type ClassRow = Data['classes'][number];
  type StatRow = Data['stats'][number];
  const allTraits = getFragmentData(TraitFacts_trait, data?.traits ?? []);
  type TraitRow = (typeof allTraits)[number];

  const classColumns: Array<Column<ClassRow>> = [
    { key: 'class', label: 'Class', sortValue: (c) => CLASS_IDS.indexOf(c.id), render: (c) => <strong>{c.name}</strong> },
    { key: 'role', label: 'Role', sortValue: (c) => c.role, render: (c) => c.role },
    { key: 'health', label: 'Health', numeric: true, sortValue: (c) => c.health.base + c.health.perLevel * 100, render: (c) => growth(c.health) },
    { key: 'mana', label: 'Mana', numeric: true, sortValue: (c) => c.mana.base + c.mana.perLevel * 100, render: (c) => growth(c.mana) },
    { key: 'capacity', label: 'Capacity (oz)', numeric: true, sortValue: (c) => c.capacity.base + c.capacity.perLevel * 100, render: (c) => growth(c.capacity) },
    { key: 'hpRegen', label: 'Health/s', numeric: true, sortValue: (c) => c.hpRegen, render: (c) => c.hpRegen },
    { key: 'mpRegen', label: 'Mana/s', numeric: true, sortValue: (c) => c.mpRegen, render: (c) => c.mpRegen },
    { key: 'about', label: 'About', render: (c) => c.description },
  ];
  const statColumns: Array<Column<StatRow>> = [
    { key: 'order', label: 'Stat', sortValue: (s) => data!.stats.indexOf(s), render: (s) => <strong>{s.name}</strong> },
    { key: 'point', label: 'One point gives', sortValue: (s) => s.perPoint, render: (s) => `+${s.perPoint} ${s.unit}` },
    { key: 'about', label: 'What it does', render: (s) => s.description },
  ];
  const traitColumns: Array<Column<TraitRow>> = [
    { key: 'number', label: '#', numeric: true, sortValue: (t) => t.number, render: (t) => t.number },
    { key: 'name', label: 'Trait', sortValue: (t) => t.name, render: (t) => (
        <strong>
          <Link to={`/lists/traits/${t.number}`}>{t.name}</Link>
        </strong>
      ),
    },
    { key: 'class', label: 'Class', sortValue: (t) => t.class ?? '', render: (t) => (t.class ? CLASS_NAMES[t.class as ClassId] : 'Shared') },
    { key: 'branch', label: 'Branch', sortValue: (t) => t.branch ?? '', render: (t) => t.branch ?? '–' },
    { key: 'tier', label: 'Tier', numeric: true, sortValue: (t) => t.tier, render: (t) => t.tier },
    { key: 'max', label: 'Max points', numeric: true, sortValue: (t) => t.maxPoints, render: (t) => t.maxPoints },
    { key: 'needs', label: 'Needs', sortValue: (t) => t.prerequisite?.number ?? null, render: (t) => (t.prerequisite ? `${t.prerequisite.number}. ${t.prerequisite.name}` : '–') },
    {
      key: 'effects',
      label: 'Per point',
      render: (t) => (
        <ul className="compact-list">
          {t.effects.map((effect) => (
            <li key={effect.label}>{describeEffect(effect as TraitEffect, 1)}</li>
          ))}
        </ul>
      ),
    },
    { key: 'about', label: 'Description', render: (t) => t.description },
  ];

  const query = url.q.trim().toLowerCase();
  const traits = allTraits.filter(
    (t) =>
      (url.class === '' || (url.class === 'shared' ? t.class === null : t.class === url.class)) &&
      (url.tier === '' || String(t.tier) === url.tier) &&
      (query === '' || t.name.toLowerCase().includes(query) || t.description.toLowerCase().includes(query)),
  );

  return (
    <section className="page list-page" aria-labelledby="classes-heading">
      <h1 id="classes-heading">Classes</h1>
      <ListsNav />
      {error && !data && <p role="alert">The classes could not be loaded. Check your connection and reload the page.</p>}
      {data && (
        <>
          <DataTable
            caption="Classes"
            columns={classColumns}
            rows={sortRows(data.classes, classColumns, url.csort, directionOf(url.cdir))}
            rowKey={(c) => c.id}
            rowId={(c) => `class-${c.id}`}
            sortKey={url.csort}
            sortDirection={directionOf(url.cdir)}
            onSort={(csort, cdir) => setUrl({ csort, cdir })}
            empty="No class."
          />
          <h2>Stats and levels</h2>
          <p className="rules-summary">
            Every level gives {data.progression.statPointsPerLevel} stat points (level 1 starts with {data.progression.statPointsPerLevel}); no stat can hold
            more points than the character level. A trait point comes every {data.progression.levelsPerTraitPoint} levels. The top level is{' '}
            {data.progression.maxLevel}.
          </p>
          <DataTable
            caption="Allocatable stats"
            columns={statColumns}
            rows={sortRows(data.stats, statColumns, url.ssort, directionOf(url.sdir))}
            rowKey={(s) => s.id}
            sortKey={url.ssort}
            sortDirection={directionOf(url.sdir)}
            onSort={(ssort, sdir) => setUrl({ ssort, sdir })}
            empty="No stat."
          />
          <h2 id="traits-heading">Traits</h2>
          <FilterForm label="Filter traits">
            <label>
              Search traits
              <UrlSearchInput name="q" value={url.q} onValueChange={(q) => setUrl({ q })} />
            </label>
            <label>
              Class
              <select name="class" value={url.class} onChange={(e) => setUrl({ class: e.target.value })}>
                <option value="">All</option>
                <option value="shared">Shared</option>
                {CLASS_IDS.map((id) => (
                  <option key={id} value={id}>
                    {CLASS_NAMES[id]}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Tier
              <select name="tier" value={url.tier} onChange={(e) => setUrl({ tier: e.target.value })}>
                <option value="">All</option>
                {[1, 2, 3, 4, 5, 6].map((tier) => (
                  <option key={tier} value={tier}>
                    {tier}
                  </option>
                ))}
              </select>
            </label>
          </FilterForm>
          <p className="result-count" role="status">
            {traits.length} of {allTraits.length} traits
          </p>
          <DataTable
            caption="Traits"
            columns={traitColumns}
            rows={sortRows(traits, traitColumns, url.sort, directionOf(url.dir))}
            rowKey={(t) => String(t.number)}
            rowId={(t) => `trait-${t.number}`}
            progressive
            sortKey={url.sort}
            sortDirection={directionOf(url.dir)}
            onSort={(sort, dir) => setUrl({ sort, dir })}
            empty="No trait matches these filters."
          />
        </>
      )}
    </section>
  );
}
