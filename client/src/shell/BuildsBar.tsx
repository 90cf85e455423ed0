import { useState } from 'react';
import { Link } from 'react-router';
import { usePreferences } from '@/lib/preferences';
import { useSession } from '@/lib/session';
import { buildsBarColumns, writeBuildsBarVisible } from '@/lib/builds-bar-visibility';
import { BuildsCarousel } from './BuildsCarousel';
import { LocalBarBuilds, PrivateBuilds } from './PrivateBuilds';
import './carousel.css';

/**
 * The collapsible builds bar: the signed-in user's latest
 * private builds on the left, the carousel of top public builds on the right.
 */
export function BuildsBar() {
  const { viewer } = useSession();
  // A preference: in local storage under the specification's key, and in the profile when signed in.
  const { preferences, save } = usePreferences();
  // A choice the profile could not take still holds on this device, and the player is told.
  const [kept, setKept] = useState<{ visible: boolean; problem: string } | null>(null);
  const visible = kept?.visible ?? preferences.buildsBarVisible;
  const toggle = async () => {
    const next = !visible;
    if (kept) setKept({ ...kept, visible: next });
    const problem = await save({ buildsBarVisible: next });
    if (problem === null) {
      setKept(null);
      return;
    }
    writeBuildsBarVisible(window.localStorage, next);
    setKept({ visible: next, problem: `Your profile did not take this choice (${problem}); the bar stays ${next ? 'shown' : 'hidden'} on this device.` });
  };
  return (
    <section className="builds-bar" aria-label="Builds bar">
      <div
        id="builds-bar-content"
        className="builds-bar-content"
        data-visible={visible}
        style={{ gridTemplateColumns: buildsBarColumns(viewer !== null) }}
        inert={!visible}
      >
        <div className="builds-bar-private">
          {viewer ? (
            <>
              <Link to="/me" className="builds-bar-title">
                Your Builds (private)
              </Link>
              <PrivateBuilds />
            </>
          ) : (
            <>
              <p className="builds-bar-title">Not logged in</p>
              <LocalBarBuilds />
            </>
          )}
        </div>
        <div className="builds-bar-public">
          <div className="builds-bar-public-head">
            <h2 className="builds-bar-title">Public Builds</h2>
            <Link to="/builds" className="builds-bar-more">
              MORE
            </Link>
          </div>
          <BuildsCarousel />
        </div>
      </div>
      <button type="button" className="builds-bar-toggle" aria-expanded={visible} aria-controls="builds-bar-content" onClick={() => void toggle()}>
        {visible ? '▲ HIDE BUILDS ▲' : '▼ SHOW BUILDS ▼'}
      </button>
      <p className="builds-bar-problem" role="status">
        {kept?.problem}
      </p>
    </section>
  );
}
