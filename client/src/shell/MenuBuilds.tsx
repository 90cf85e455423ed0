import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '@/gql';
import { Link } from 'react-router';
import { BuildIcon } from '@/components/builds/BuildIcon';
import { readOwnBuilds } from '@/components/builds/own-build-entry';
import { useLocalBuilds } from '@/lib/local-builds';
import { useSession } from '@/lib/session';
import { PRIVATE_BUILDS_MAX } from '@game/rules/builds';
import { PrivateBuildsQuery } from './private-builds-query';
import { TopBuild_build, TopBuildsQuery } from './builds-queries';

/** How many top builds the phone menu lists (the carousel's first boxes). */
export const MENU_TOP_BUILDS = 5;

/**
 * The builds bar's content for phones, which have no bar: the player's latest builds
 * and the top public builds, as links to their pages, in the menu.
 */
export function MenuBuilds({ onNavigate }: { onNavigate: () => void }) {
  const { viewer } = useSession();
  const top = useQuery(TopBuildsQuery);
  const mine = useQuery(PrivateBuildsQuery, { skip: !viewer });
  const topBuilds = getFragmentData(TopBuild_build, top.data?.topBuilds.slice(0, MENU_TOP_BUILDS)) ?? [];
  const myBuilds = readOwnBuilds(mine.data?.me?.builds.slice(0, PRIVATE_BUILDS_MAX) ?? []);
  // Signed out: the builds kept in this browser, as the bar shows them on wide screens.
  const localBuilds = useLocalBuilds().slice(0, PRIVATE_BUILDS_MAX);
  return (
    <div className="menu-builds">
      {viewer && (
        <section aria-labelledby="menu-builds-mine">
          <h2 id="menu-builds-mine" className="nav-section-title">
            <Link to="/me" onClick={onNavigate}>Your builds</Link>
          </h2>
          {mine.data && myBuilds.length === 0 && <p className="builds-bar-empty">No saved builds yet.</p>}
          <ul className="menu-builds__list">
            {myBuilds.map((build) => (
              <li key={build.id}>
                <Link to={`/builds/${encodeURIComponent(build.id)}`} onClick={onNavigate}>
                  <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={20} />
                  <span>{build.name}</span>
                  {!build.isPublic && <span className="private-build__public">private</span>}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!viewer && localBuilds.length > 0 && (
        <section aria-labelledby="menu-builds-local">
          <h2 id="menu-builds-local" className="nav-section-title">
            <Link to="/me" onClick={onNavigate}>Kept in this browser</Link>
          </h2>
          <ul className="menu-builds__list">
            {localBuilds.map((build) => (
              <li key={build.localId}>
                <Link to={build.openPath} onClick={onNavigate}>
                  <span>{build.name}</span>
                  <span className="private-build__public">
                    {[build.className, build.level, 'local'].filter((part) => part !== null).join(' · ')}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="menu-builds-top">
        <h2 id="menu-builds-top" className="nav-section-title">
          <Link to="/builds" onClick={onNavigate}>Top builds</Link>
        </h2>
        {top.data && topBuilds.length === 0 && <p className="builds-bar-empty">No liked public builds yet.</p>}
        <ul className="menu-builds__list">
          {topBuilds.map((build) => (
            <li key={build.id}>
              <Link to={`/builds/${encodeURIComponent(build.id)}`} onClick={onNavigate}>
                <BuildIcon iconId={build.buildIconId} characterClass={build.class} size={20} />
                <span>{build.name}</span>
                <span className="private-build__public">
                  {build.ownerUsername ?? 'Deleted player'} · <span aria-hidden="true">♥</span> {build.likeCount}<span className="visually-hidden"> likes</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
