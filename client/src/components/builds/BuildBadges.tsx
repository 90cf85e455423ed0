import { buildTagLabel, type BuildTag } from '@game/rules/build-tags';
import { outdatedNote } from '@game/rules/migrations';
import './builds.css';

/**
 * A build's tags and, when it was made with an older game data version, an "Outdated" badge
 * whose reason (`Made with game data v1; current is v2.`) is its tooltip and is read out too.
 */
export function BuildBadges({ tags, madeWithVersion }: { tags: readonly BuildTag[]; madeWithVersion: number }) {
  const outdated = outdatedNote(madeWithVersion);
  if (tags.length === 0 && !outdated) return null;
  return (
    <span className="build-badges">
      {outdated && (
        <span className="build-badge build-badge--outdated" title={outdated}>
          Outdated<span className="visually-hidden">: {outdated}</span>
        </span>
      )}
      {tags.length > 0 && (
        <span className="build-badges__tags">
          <span className="visually-hidden">Tags: </span>
          {tags.map((tag) => (
            <span key={tag} className="build-badge">{buildTagLabel(tag)}</span>
          ))}
        </span>
      )}
    </span>
  );
}
