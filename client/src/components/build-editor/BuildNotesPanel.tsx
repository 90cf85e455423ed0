import { useQuery } from '@apollo/client/react';
import { NOTES_MAX } from '@game/rules/notes';
import { useId, useState } from 'react';
import { ContentBody } from '@/components/content/ContentBody';
import { graphql } from '@/gql';
import type { BuildEditor } from './useBuildEditor';
import { formatAmount } from '@/lib/format';

const PreviewBuildNotes = graphql(`
  query PreviewBuildNotes($description: String!) {
    previewBuildNotes(description: $description) {
      html
      unknownReferences
    }
  }
`);


/**
 * The build's notes in both tools: Markdown with game links, written here and
 * previewed by the server's renderer (the one the build's page uses), saved with the build.
 */
export function BuildNotesPanel({ editor }: { editor: BuildEditor }) {
  const headingId = useId();
  const fieldId = useId();
  const helpId = useId();
  const [mode, setMode] = useState<'write' | 'preview'>('write');
  const previewing = mode === 'preview';
  const text = editor.description;
  const preview = useQuery(PreviewBuildNotes, { variables: { description: text }, skip: !previewing || text.trim() === '', fetchPolicy: 'cache-first' });
  const shown = preview.data?.previewBuildNotes;

  return (
    <section className="build-notes" aria-labelledby={headingId}>
      <div className="build-notes__header">
        <h2 id={headingId}>Notes</h2>
        <div className="build-notes__modes" role="group" aria-label="Notes view">
          <button type="button" className="button button-small" aria-pressed={!previewing} onClick={() => setMode('write')}>
            Write
          </button>
          <button type="button" className="button button-small" aria-pressed={previewing} onClick={() => setMode('preview')}>
            Preview
          </button>
        </div>
      </div>
      {previewing ? (
        <div className="build-notes__preview" aria-live="polite" aria-busy={preview.loading}>
          {text.trim() === '' && <p className="muted">No notes yet. Write what the build is for and how to play it.</p>}
          {preview.loading && !shown && <p className="muted">Rendering the preview…</p>}
          {preview.error && <p role="alert">{preview.error.message}</p>}
          {shown && text.trim() !== '' && (
            <>
              <ContentBody html={shown.html} />
              {shown.unknownReferences.length > 0 && (
                <p className="muted">Not found, shown as plain text: {shown.unknownReferences.join(', ')}</p>
              )}
            </>
          )}
        </div>
      ) : (
        <>
          <textarea
            id={fieldId}
            aria-labelledby={headingId}
            className="build-notes__field"
            value={text}
            rows={6}
            maxLength={NOTES_MAX}
            aria-describedby={helpId}
            placeholder="What the build is for, how to level it, what to change later…"
            onChange={(event) => editor.setDescription(event.target.value)}
          />
          <p id={helpId} className="muted build-notes__help">
            Markdown: **bold**, lists, links. Link game things with <code>[[item:rusty-shortsword]]</code>, <code>[[trait:12]]</code> or{' '}
            <code>[[monster:cave-rat]]</code>. {formatAmount(text.length)} / {formatAmount(NOTES_MAX)} characters.
          </p>
        </>
      )}
      {editor.notesDirty && <p className="muted build-notes__status">The notes have unsaved changes: Save keeps them with the build.</p>}
    </section>
  );
}
