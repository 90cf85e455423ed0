import { useId, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '@/lib/format';
import { browserStorage, removeLocalBuilds, useLocalBuilds } from '@/lib/local-builds';
import './builds.css';

/**
 * The builds kept in this browser while signed out, on /me: name, class,
 * level, when, Open and Delete. Signing in offers to save them to the account.
 */
export function LocalBuilds() {
  const builds = useLocalBuilds();
  const headingId = useId();
  const [deleted, setDeleted] = useState<string | null>(null);
  return (
    <section className="local-builds" aria-labelledby={headingId}>
      <h2 id={headingId}>Builds kept in this browser</h2>
      {builds.length === 0 ? (
        <p className="muted">No builds kept in this browser yet. Save one in the planner or the trait tree and it appears here.</p>
      ) : (
        <>
          <p className="muted">Only this browser has them. Sign in to save them to your account and see them on every device.</p>
          <ul className="local-builds__list">
            {builds.map((build) => (
              <li key={build.localId} className="local-builds__item">
                <div className="local-builds__text">
                  <strong>{build.name}</strong>
                  <span className="muted">
                    {[build.className, build.level !== null ? `level ${build.level}` : null, build.kind === 'copy' ? 'copy of a public build' : `${build.kind} build`, build.variantCount > 1 ? `${build.variantCount} variants` : null].filter(Boolean).join(' · ')}
                    {' · kept '}
                    <time dateTime={build.savedAt}>{formatDate(build.savedAt)}</time>
                  </span>
                </div>
                <div className="local-builds__actions">
                  <Link className="button button-small" to={build.openPath} aria-label={`Open ${build.name}`}>
                    Open
                  </Link>
                  <button
                    type="button"
                    className="button button-small"
                    aria-label={`Delete ${build.name}`}
                    onClick={() => {
                      removeLocalBuilds(browserStorage(), new Set([build.localId]));
                      setDeleted(build.name);
                    }}
                  >
                    Delete
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <p role="status" className="muted">
        {deleted ? `Deleted “${deleted}” from this browser.` : ''}
      </p>
    </section>
  );
}
