import { BUILD_TAGS, BUILD_TAGS_MAX, buildTagLabel, tagUnavailableReason } from '@game/rules/build-tags';
import './build-editor.css';
import { useId } from 'react';
import type { BuildEditor } from './useBuildEditor';

/**
 * The build's tags in both tools: a labelled group of checkboxes from the fixed
 * list. Once the most are chosen the others are disabled, and each says why.
 */
export function BuildTagsChooser({ editor }: { editor: BuildEditor }) {
  const legendId = useId();
  const reasonId = useId();
  const chosen = editor.tags;
  const full = chosen.length >= BUILD_TAGS_MAX;
  return (
    <fieldset className="build-tags" aria-describedby={reasonId}>
      <legend id={legendId}>Tags</legend>
      <div className="build-tags__options">
        {BUILD_TAGS.map((tag) => {
          const reason = tagUnavailableReason(chosen, tag);
          return (
            <label key={tag} className="build-tags__option" title={reason ?? undefined}>
              <input type="checkbox" checked={chosen.includes(tag)} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined} onChange={() => editor.toggleTag(tag)} />
              {buildTagLabel(tag)}
            </label>
          );
        })}
      </div>
      <p id={reasonId} className="muted build-tags__help" aria-live="polite">
        {full ? `${BUILD_TAGS_MAX} of ${BUILD_TAGS_MAX} chosen. At most ${BUILD_TAGS_MAX} tags: remove one to choose another.` : `What the build is for, so players find it on the builds page: up to ${BUILD_TAGS_MAX} (${chosen.length} chosen).`}
      </p>
      {editor.tagsDirty && <p className="muted build-tags__status">The tags have unsaved changes: Save keeps them with the build.</p>}
    </fieldset>
  );
}
