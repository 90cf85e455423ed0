import { Suspense, useEffect } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { className } from '@/lib/build-preview';
import { greetingName, useSession } from '@/lib/session';
import { ReportButton } from '@/components/moderation/ReportButton';
import { ModerationNoticeLine } from '@/components/moderation/ModerationNoticeLine';
import '../players.css';
import { Loading } from '@/components/ui/Loading';
import { NotFoundStatus } from '@/lib/response-status';
import { formatAmount } from '@/lib/format';

export const PlayerPageQuery = graphql(`
  query PlayerPage($username: String!) {
    player(username: $username) {
      username
      displayName
      likesReceived
      publicBuilds {
        id
        name
        class
        characterLevel
        buildIconId
        isPlannerBuild
        likeCount
        commentCount
      }
    }
  }
`);

/**
 * The player's own page as a moderator left it (hidden: only they see it), asked apart from the page's query and only
 * when the viewer is the player: the page everyone else shares never carries it.
 */
const OwnPageModeration = graphql(`
  query PlayerOwnPageModeration {
    me {
      id
      moderation {
        state
        rule
        reason
      }
    }
  }
`);

const plural = (count: number, one: string, many: string) => `${formatAmount(count)} ${count === 1 ? one : many}`;

/** The route's loader: the query the page reads, started with the page's chunk. */
export const PlayerRouteData: RouteDataLoader = (query, { params }) => query(PlayerPageQuery, { username: params.username ?? '' });

/** /players/{username}: a player's public page: display name, public builds, likes received; nothing private. */
export function PlayerRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense
      fallback={
        <section className="page player-page">
          <Loading>Loading the player…</Loading>
        </section>
      }
    >
      <PlayerPage />
    </Suspense>
  );
}

function PlayerPage() {
  const { username = '' } = useParams();
  const { data, error } = useRouteQuery(PlayerPageQuery);
  const player = data?.player;
  const { viewer } = useSession();
  const ownPage = Boolean(viewer && player && viewer.username === player.username);
  const own = useQuery(OwnPageModeration, { skip: !ownPage });
  const notice = ownPage ? own.data?.me?.moderation : null;

  useEffect(() => {
    document.title = `${player ? greetingName(player.displayName) : 'Player'} · Almanac`;
  }, [player]);

  if (error && !data) {
    return (
      <section className="page player-page" role="alert">
        <h1>Player</h1>
        <p>The player could not be loaded. Check your connection and reload the page.</p>
      </section>
    );
  }
  if (!player) {
    return (
      <section className="page player-page">
        <NotFoundStatus />
        <h1>Player not found</h1>
        <p>There is no player called “{username}”. Usernames can change; find the player through <Link to="/builds">the public builds</Link>.</p>
      </section>
    );
  }
  return (
    <section className="page player-page" aria-labelledby="player-heading">
      <h1 id="player-heading">{greetingName(player.displayName)}</h1>
      <dl className="player-facts">
        <dt>Username</dt>
        <dd>{player.username}</dd>
        <dt>Public builds</dt>
        <dd>{player.publicBuilds.length}</dd>
        <dt>Likes received</dt>
        <dd>{formatAmount(player.likesReceived)}</dd>
      </dl>
      {notice && <ModerationNoticeLine notice={notice} thing="profile" />}
      {viewer?.username !== player.username && <ReportButton target={{ kind: 'PROFILE', id: player.username, label: `the player page of ${player.username}`, path: `/players/${encodeURIComponent(player.username)}` }} />}
      <h2>Public builds</h2>
      {player.publicBuilds.length === 0 ? (
        <p className="muted">{greetingName(player.displayName)} has no public builds yet.</p>
      ) : (
        <ul className="player-builds">
          {player.publicBuilds.map((build) => (
            <li key={build.id} className="player-build">
              <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={32} />
              <div>
                <Link to={`/builds/${encodeURIComponent(build.id)}`} className="player-build__name">
                  {build.name}
                </Link>
                <p className="muted">
                  {className(build.class)} · Level {build.characterLevel} · {build.isPlannerBuild ? 'Planner' : 'Trait tree'} · {plural(build.likeCount, 'like', 'likes')} ·{' '}
                  {plural(build.commentCount, 'comment', 'comments')}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
