import { Suspense, useEffect, useRef, useState, useTransition } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { CLASS_NAMES, MAX_LEVEL } from '@game/rules/constants';
import { BUILD_TAGS, buildTagLabel, isBuildTag } from '@game/rules/build-tags';
import { BUILD_NAME_MAX } from '@game/rules/builds';
import type { BuildKind, BuildSort, CharacterClass } from '@/gql/graphql';
import { BuildSummaryRow } from '../components/BuildSummaryRow';
import '../builds.css';

const PAGE_SIZE = 20;
const CLASSES: CharacterClass[] = ['squire', 'knight', 'rogue', 'mage'];
const SORTS: Array<{ value: BuildSort; label: string }> = [
  { value: 'MOST_LIKED', label: 'Most liked' },
  { value: 'NEWEST', label: 'Newest' },
  { value: 'MOST_COMMENTED', label: 'Most commented' },
  { value: 'TRENDING', label: 'Trending (likes of the last 7 days)' },
];

export const PublicBuildsQuery = graphql(`
  query BuildsPage($filter: PublicBuildFilter, $sort: BuildSort, $first: Int!, $after: String) {
    publicBuilds(filter: $filter, sort: $sort, first: $first, after: $after) {
      totalCount
      edges {
        cursor
        node {
          id
          ...BuildSummaryRow_build
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

const level = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= MAX_LEVEL ? n : null;
};

/** Reads the listing's state from the URL, ignoring values that make no sense (a shared link never breaks the page). */
function readState(params: URLSearchParams) {
  const cls = params.get('class');
  const kind = params.get('kind');
  const sort = params.get('sort');
  const tag = params.get('tag');
  return {
    class: CLASSES.includes(cls as CharacterClass) ? (cls as CharacterClass) : null,
    minLevel: level(params.get('minLevel')),
    maxLevel: level(params.get('maxLevel')),
    kind: kind === 'PLANNER' || kind === 'TRAIT' ? (kind as BuildKind) : null,
    search: params.get('q')?.slice(0, BUILD_NAME_MAX) ?? '',
    tag: isBuildTag(tag) ? tag : null,
    sort: SORTS.some((s) => s.value === sort) ? (sort as BuildSort) : 'MOST_LIKED',
  };
}

/** The first page of the listing the address asks for: the route's loader reads it. */
function buildsPageVariables(params: URLSearchParams) {
  const state = readState(params);
  const filter = {
    class: state.class,
    levelMin: state.minLevel,
    levelMax: state.maxLevel,
    kind: state.kind,
    search: state.search || null,
    tags: state.tag ? [state.tag] : null,
  };
  return { filter, sort: state.sort, first: PAGE_SIZE };
}

/** The listing's first page, as the address filters and sorts it; "More builds" asks for the next. */
export const BuildsRouteData: RouteDataLoader = (query, { request }) => query(PublicBuildsQuery, buildsPageVariables(new URL(request.url).searchParams));

/** /builds: every public build, filtered and sorted as the URL says, 20 at a time. */
export function BuildsRoute() {
  const [params, setParams] = useSearchParams();
  const state = readState(params);
  const [search, setSearch] = useState(state.search);

  useEffect(() => {
    document.title = 'Public builds · Almanac';
  }, []);

  // The address a change asked for and the router has not shown yet: a second change made meanwhile (a tag, then at
  // once a sort) starts from it, not from the address drawn, which would undo the first.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(asked.current ?? params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    asked.current = next;
    setParams(next, { replace: true });
  };

  // The search box updates the URL a moment after typing stops, so each keystroke is not a request.
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = setTimeout(() => update({ q: search.trim() || null }), 300);
    return () => clearTimeout(timer);
  });


  return (
    <section className="page builds-page" aria-labelledby="builds-heading">
      <h1 id="builds-heading">Public builds</h1>
      <form className="builds-filters" role="search" aria-label="Filter builds" onSubmit={(e) => e.preventDefault()}>
        <label>
          Search
          <input type="search" value={search} maxLength={BUILD_NAME_MAX} placeholder="Build or player name" onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label>
          Class
          <select value={state.class ?? ''} onChange={(e) => update({ class: e.target.value || null })}>
            <option value="">All classes</option>
            {CLASSES.map((c) => (
              <option key={c} value={c}>{CLASS_NAMES[c]}</option>
            ))}
          </select>
        </label>
        <label>
          Tool
          <select value={state.kind ?? ''} onChange={(e) => update({ kind: e.target.value || null })}>
            <option value="">Planner and trait tree</option>
            <option value="PLANNER">Planner builds</option>
            <option value="TRAIT">Trait tree builds</option>
          </select>
        </label>
        <label>
          Tag
          <select value={state.tag ?? ''} onChange={(e) => update({ tag: e.target.value || null })}>
            <option value="">Any tag</option>
            {BUILD_TAGS.map((tag) => (
              <option key={tag} value={tag}>{buildTagLabel(tag)}</option>
            ))}
          </select>
        </label>
        <label>
          Level from
          <input type="number" inputMode="numeric" min={1} max={MAX_LEVEL} value={state.minLevel ?? ''} onChange={(e) => update({ minLevel: e.target.value || null })} />
        </label>
        <label>
          to
          <input type="number" inputMode="numeric" min={1} max={MAX_LEVEL} value={state.maxLevel ?? ''} onChange={(e) => update({ maxLevel: e.target.value || null })} />
        </label>
        <label>
          Sort by
          <select value={state.sort} onChange={(e) => update({ sort: e.target.value === 'MOST_LIKED' ? null : e.target.value })}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>{s.label}</option>
            ))}
          </select>
        </label>
      </form>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<p className="muted">Loading builds…</p>}>
        <BuildsList />
      </Suspense>
    </section>
  );
}

/** The builds the route's loader read for the address, and "More builds" for the next page. */
function BuildsList() {
  const { data, error, fetchMore } = useRouteQuery(PublicBuildsQuery);
  // In a transition: the builds read stay drawn while the next page is read, and the button waits.
  const [loadingMore, startLoadingMore] = useTransition();
  const builds = data?.publicBuilds;
  return (
    <>
      {error && !data && <p role="alert">The builds could not be loaded. Check your connection and reload the page.</p>}
      {builds && (
        <p className="muted" aria-live="polite">
          {builds.totalCount === 1 ? '1 build' : `${builds.totalCount} builds`}
        </p>
      )}
      {builds && builds.edges.length === 0 && <p>No public build matches these filters.</p>}
      <ul className="build-rows">
        {builds?.edges.map((edge) => <BuildSummaryRow key={edge.node.id} build={edge.node} />)}
      </ul>
      {builds?.pageInfo.hasNextPage && (
        <button type="button" className="button" disabled={loadingMore} onClick={() => startLoadingMore(async () => void (await fetchMore({ variables: { after: builds.pageInfo.endCursor } })))}>
          More builds
        </button>
      )}
    </>
  );
}
