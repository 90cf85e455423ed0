import { useSubscription } from '@apollo/client/react';
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { CLASS_NAMES, SLOT_IDS, SLOT_NAMES, type ClassId } from '@game/rules/constants';
import type { TraitTreeId } from '@game/rules/traits';
import { findVariant } from '@game/rules/variants';
import { graphql } from '@/gql';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { buildNumbers } from '@/components/builds/BuildContents';
import { mainTraits, traitsByTree } from '@/components/builds/build-traits';
import { Loading } from '@/components/ui/Loading';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import '../embeds.css';
import { NotFoundStatus } from '@/lib/response-status';

export const BuildEmbedQuery = graphql(`
  query BuildEmbed($id: ID!) {
    build(id: $id) {
      id
      name
      class
      characterLevel
      isPublic
      isPlannerBuild
      ownerUsername
      buildIconId
      likeCount
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
        equippedItemIds {
          slot
          item {
            id
            name
            iconUrl
            weight
            stats {
              ...ItemStats_stats
            }
          }
        }
      }
    }
  }
`);

/** Keeps the like count live: each change of the build writes its new count into the cache. */
const BuildEmbedChanged = graphql(`
  subscription BuildEmbedChanged($id: ID!) {
    buildChanged(id: $id) {
      id
      isPublic
      likeCount
    }
  }
`);

const NUMBERS = ['health', 'mana', 'attack', 'defense'] as const;

/** The route's loader: the query the page reads, started with the page's chunk. */
export const BuildEmbedRouteData: RouteDataLoader = (query, { params }) => query(BuildEmbedQuery, { id: params.buildId ?? '' });

/**
 * /embed/builds/{buildId}: a build as a compact card for other sites' iframes,
 * with its like count kept live and a link to its page. A private build is never shown, also
 * not to its owner: this is what the whole world would see.
 */
export function BuildEmbedRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense fallback={<Loading />}>
      <BuildEmbed />
    </Suspense>
  );
}

function BuildEmbed() {
  const { buildId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const query = useRouteQuery(BuildEmbedQuery);
  const live = useSubscription(BuildEmbedChanged, { variables: { id: buildId } });
  const gone = live.data !== undefined && (live.data.buildChanged === null || !live.data.buildChanged.isPublic);
  const build = query.data?.build?.isPublic && !gone ? query.data.build : null;

  if (!build) {
    return (
      <article className="build-embed build-embed--missing">
        {!query.error && <NotFoundStatus />}
        <h1 className="build-embed__name">Build not found</h1>
        <p className="build-embed__muted">
          {query.error ? 'The build could not be loaded.' : 'This build does not exist, or its owner keeps it private.'}
        </p>
        <a className="build-embed__out" href="/builds" target="_top">
          Public builds on Almanac
        </a>
      </article>
    );
  }

  // `?variant=` (a place from 1 or a name) shows that variant, named; an unknown one is the first.
  const variants = build.variants;
  const place = Math.max(0, findVariant(variants.map((v) => v.name), searchParams.get('variant')));
  const shown = variants[place] ?? variants[0]!;
  const named = variants.length > 1 ? shown.name : null;
  const page = `/builds/${encodeURIComponent(build.id)}${place > 0 ? `?variant=${encodeURIComponent(shown.name)}` : ''}`;
  const trees: TraitTreeId[] = [build.class as ClassId, 'shared'];
  // The build's own game data version's traits (`details`): a build made for an older version keeps its names.
  const byTree = traitsByTree(shown.assignedPoints, trees);
  const traitsText =
    shown.assignedPoints.length === 0
      ? 'No trait points spent.'
      : `${byTree
          .filter(({ spent }) => spent > 0)
          .map(({ tree, spent }) => `${tree === 'shared' ? 'Shared' : CLASS_NAMES[tree]} tree ${spent}`)
          .join(' · ')}: ${mainTraits(shown.assignedPoints)}`;
  const numbers = build.isPlannerBuild ? buildNumbers({ ...build, ...shown }, shown.equippedItemIds) : null;
  const worn = SLOT_IDS.flatMap((slot) => {
    const item = shown.equippedItemIds.find((entry) => entry.slot === slot)?.item;
    return item ? [{ slot, item }] : [];
  });
  const className = CLASS_NAMES[build.class as ClassId] ?? build.class;

  return (
    <article className="build-embed" aria-labelledby="build-embed-name">
      <header className="build-embed__header">
        <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={36} />
        <div className="build-embed__title">
          <h1 id="build-embed-name" className="build-embed__name">
            {build.name}
          </h1>
          <p className="build-embed__muted">
            {named ? `${named} · ` : ''}
            {className} · Level {shown.characterLevel}
            {build.ownerUsername ? ` · by ${build.ownerUsername}` : ''}
          </p>
        </div>
      </header>
      {numbers && (
        <dl className="build-embed__numbers" aria-label="Main numbers">
          {NUMBERS.map((id) => (
            <div key={id}>
              <dt>{numbers.derived.numbers[id].label}</dt>
              <dd>{numbers.derived.numbers[id].value}</dd>
            </div>
          ))}
        </dl>
      )}
      {worn.length > 0 && (
        <ul className="build-embed__equipment" aria-label="Equipment">
          {worn.map(({ slot, item }) => (
            <li key={slot}>
              <img src={item.iconUrl} alt={`${SLOT_NAMES[slot]}: ${item.name}`} title={`${SLOT_NAMES[slot]}: ${item.name}`} width={28} height={28} />
            </li>
          ))}
        </ul>
      )}
      <p className="build-embed__traits" title={traitsText}>
        {traitsText}
      </p>
      <footer className="build-embed__footer">
        <span>
          <span aria-hidden="true">♥ </span>
          <span data-testid="embed-like-count">{build.likeCount}</span> {build.likeCount === 1 ? 'like' : 'likes'}
        </span>
        <a className="build-embed__out" href={page} target="_top">
          Open on Almanac
        </a>
      </footer>
    </article>
  );
}
