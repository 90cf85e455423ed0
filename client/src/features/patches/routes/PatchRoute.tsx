import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Suspense, useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { graphql } from '@/gql';
import { DiffView } from '@/components/patches/DiffView';
import type { DiffPage } from '@/components/patches/DiffKindEntries';
import type { GameDataKind } from '@/gql/graphql';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { formatDate } from '@/lib/format';
import '../patches.css';

export const PatchQuery = graphql(`
  query Patch($number: Int!, $before: Int!, $diffKind: GameDataKind, $diffOffset: Int! = 0) {
    gameDataVersion(number: $number) {
      number
      name
      notes
      publishedAt
      current
      exportsUrl
    }
    gameDataDiff(from: $before, to: $number) {
      ...DiffView_diff
    }
  }
`);

/** The version's number from `/patches/<number>`; 0 (no version has it) for anything else. */
function versionNumber(param: string | undefined): number {
  return param && /^[1-9][0-9]{0,5}$/.test(param) ? Number(param) : 0;
}

const KINDS: readonly string[] = ['locations', 'classes', 'stats', 'traits', 'spells', 'materials', 'items', 'monsters', 'npcs', 'recipes', 'premium'] satisfies GameDataKind[];

/** The one kind's page of the diff the address names (`?kind=items&from=100`); null for the whole diff (or an address no page has). */
export function diffPageOf(search: URLSearchParams): DiffPage | null {
  const kind = search.get('kind') ?? '';
  const from = search.get('from') ?? '0';
  if (!KINDS.includes(kind) || !/^(0|[1-9][0-9]{0,6})$/.test(from)) return null;
  return { kind, offset: Number(from) };
}

/** A version and its diff against the one before (the first version against itself: nothing), from the page the address names. */
export const PatchRouteData: RouteDataLoader = (query, { params, request }) => {
  const number = versionNumber(params.version);
  const page = diffPageOf(new URL(request.url).searchParams);
  return query(PatchQuery, { number, before: Math.max(1, number - 1), diffKind: (page?.kind ?? null) as GameDataKind | null, diffOffset: page?.offset ?? 0 });
};

/** /patches/<number>: one version of the game data and everything it changed, field by field. */
export function PatchRoute() {
  return (
    <section className="page patch-page">
      <p>
        <Link to="/patches">← Every version</Link>
      </p>
      {/* Until the route's query answers (in the browser: the server draws the page answered). */}
      <Suspense fallback={<Loading>Loading the version…</Loading>}>
        <Patch />
      </Suspense>
    </section>
  );
}

function Patch() {
  const { version: param } = useParams();
  const [search] = useSearchParams();
  const page = diffPageOf(search);
  const { data, error } = useRouteQuery(PatchQuery);
  const version = data?.gameDataVersion ?? null;
  useEffect(() => {
    document.title = version ? `${version.name} · Game data versions · Almanac` : 'Version not found · Almanac';
  }, [version]);
  // A number no version has is refused by the diff (BAD_USER_INPUT): the page of a version that does not exist.
  const unknown = CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (error && !data && !unknown) return <p role="alert">The version could not be loaded. Check your connection and reload the page.</p>;
  if (!version || !data) {
    return (
      <>
        <NotFoundStatus />
        <h1>Version not found</h1>
        <p>There is no game data version {param}.</p>
      </>
    );
  }
  return (
    <>
      <h1>{version.name}</h1>
      <p className="muted">
        Version {version.number}
        {version.current ? ' (current)' : ''}, published <time dateTime={version.publishedAt}>{formatDate(version.publishedAt)}</time>
        {' · '}
        <a href={version.exportsUrl}>Data exports</a>
      </p>
      {version.notes && <p className="patch-notes-text">{version.notes}</p>}
      {version.number === 1 ? <p>The first version: nothing to compare with.</p> : (
        <DiffView
          diff={data.gameDataDiff}
          page={page}
          pageHref={(next) => (next ? `/patches/${version.number}?${new URLSearchParams({ kind: next.kind, from: String(next.offset) }).toString()}` : `/patches/${version.number}`)}
        />
      )}
    </>
  );
}
