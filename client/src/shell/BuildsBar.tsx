import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { buildsBarColumns, readBuildsBarVisible, writeBuildsBarVisible } from './builds-bar-visibility';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

/**
 * The collapsible builds bar (specification sections 2, 4 and 9). The private builds and the
 * carousel fill its blocks once builds exist; the frame, texts, toggle and split are here.
 */
export function BuildsBar() {
  const { viewer } = useSession();
  const [visible, setVisible] = useState(() => readBuildsBarVisible(storage()));
  const toggle = () => {
    setVisible(!visible);
    writeBuildsBarVisible(storage(), !visible);
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
            <Link to="/me" className="builds-bar-title">
              Your Builds (private)
            </Link>
          ) : (
            <p className="builds-bar-title">Not logged in</p>
          )}
        </div>
        <div className="builds-bar-public">
          <div className="builds-bar-public-head">
            <h2 className="builds-bar-title">Public Builds</h2>
            <Link to="/builds" className="builds-bar-more">
              MORE
            </Link>
          </div>
        </div>
      </div>
      <button type="button" className="builds-bar-toggle" aria-expanded={visible} aria-controls="builds-bar-content" onClick={toggle}>
        {visible ? '▲ HIDE BUILDS ▲' : '▼ SHOW BUILDS ▼'}
      </button>
    </section>
  );
}
