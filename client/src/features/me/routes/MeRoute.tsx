import type { DocumentNode } from '@apollo/client';
import { Suspense, useEffect } from 'react';
import { graphql } from '@/gql';
import { useRouteQuery } from '@/lib/use-route-query';
import type { RouteDataLoader } from '@/lib/route-query-types';
import { answerOf } from '@/lib/route-preloader';
import { LikedBuildsQuery } from '@/components/builds/LikedBuilds';
import { MyBuilds, MyBuildsQuery } from '@/components/builds/MyBuilds';
import { ConnectedSignInsQuery } from '../components/ConnectedSignIns';
import { MyModerationQuery } from '../components/MyModeration';
import { MySessionsQuery } from '../components/MySessions';
import { greetingName, useSession } from '@/lib/session';
import { LikedBuilds } from '@/components/builds/LikedBuilds';
import { LocalBuilds } from '@/components/builds/LocalBuilds';
import { Link } from 'react-router';
import { playerPath } from '@/lib/players';
import { PreferencesForm } from '../components/PreferencesForm';
import { ProfileForm } from '../components/ProfileForm';
import { ConnectedSignIns } from '../components/ConnectedSignIns';
import { PlayerDataSection } from '../components/PlayerDataSection';
import { LeaveSections } from '../components/LeaveSections';
import { MyModeration } from '../components/MyModeration';
import { AccountDeletedNotice } from '../components/DeleteAccount';
import '../me.css';
import { Loading } from '@/components/ui/Loading';

export const MePageQuery = graphql(`
  query MePage {
    me {
      id
      username
      displayName
      role
      ...ProfileForm_profile
    }
  }
`);

/** The sections of a signed-in player's page that read their own lists (each its own query, from the cache). */
const SIGNED_IN_SECTIONS: DocumentNode[] = [MyBuildsQuery, LikedBuildsQuery, MyModerationQuery, ConnectedSignInsQuery, MySessionsQuery];

/**
 * The signed-in player's profile (none signed out). On the server, signed in, the sections' own lists too, so the page
 * is drawn whole; in the browser each section asks for its own as it is drawn.
 */
export const MeRouteData: RouteDataLoader = async (query) => {
  const profile = await query(MePageQuery, {});
  if (import.meta.env.SSR && answerOf(profile)?.me) await Promise.all(SIGNED_IN_SECTIONS.map((document) => query(document, {})));
  return profile;
};

/** /me: the signed-in user's profile, the form to change it, their builds, and sign-out. */
export function MeRoute() {
  return (
    // Until the route's query answers (in the browser: the server draws the page answered).
    <Suspense fallback={<Loading>Loading your profile…</Loading>}>
      <MePage />
    </Suspense>
  );
}

function MePage() {
  const { status, openLogin, signOut } = useSession();
  // The route's loader reads the profile (none signed out).
  const { data, error } = useRouteQuery(MePageQuery);
  useEffect(() => {
    document.title = 'Your profile · Almanac';
  }, []);

  if (status === 'loading') {
    return <Loading>Loading your profile…</Loading>;
  }
  if (status === 'signed-out') {
    return (
      <section className="page me-page" aria-labelledby="me-heading">
        <h1 id="me-heading">Your profile</h1>
        <AccountDeletedNotice />
        <p>Sign in to see your profile and keep your builds on every device.</p>
        <button type="button" className="button button-primary" onClick={() => openLogin()}>
          Login
        </button>
        <LocalBuilds />
        <PreferencesForm />
      </section>
    );
  }
  const me = data?.me;
  if (error || !me) {
    return (
      <section className="page me-page" role="alert">
        <h1>Your profile</h1>
        <p>Your profile could not be loaded. Check your connection and reload the page.</p>
      </section>
    );
  }
  return (
    <section className="page me-page" aria-labelledby="me-heading">
      <h1 id="me-heading">{greetingName(me.displayName)}</h1>
      <dl className="me-facts">
        <dt>Username</dt>
        <dd>{me.username}</dd>
        <dt>Role</dt>
        <dd>{me.role === 'admin' ? 'Admin' : 'Player'}</dd>
      </dl>
      <ProfileForm profile={me} />
      <PreferencesForm />
      <p>
        <Link to={playerPath(me.username)}>Your public page</Link> shows your display name, public builds and likes received.
      </p>
      <MyBuilds />
      <LikedBuilds />
      <MyModeration />
      <ConnectedSignIns />
      <PlayerDataSection />
      <LeaveSections username={me.username} />
      <section className="me-signout" aria-labelledby="me-signout-heading">
        <h2 id="me-signout-heading">Sign out</h2>
        <p>Signing out ends this session on this device only.</p>
        <button type="button" className="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </section>
    </section>
  );
}
