import { useEffect, useId, useRef, useState } from 'react';
import { BUILD_NAME_MAX } from '@game/rules/builds';
import { Link } from 'react-router';
import { useSession } from '@/lib/session';
import { BuildPatchChanges } from '@/components/patches/BuildPatchChanges';
import { ModerationNoticeLine } from '@/components/moderation/ModerationNoticeLine';
import type { BuildEditor } from './useBuildEditor';
import type { CopiedLink } from './useCopyLink';
import './build-editor.css';

/**
 * The save bar both tools share: the build's name, Save / Save changes / Save a copy, publish,
 * Copy link, undo and redo, the notices (migration, missing build, saved) and the question
 * asked before leaving with unsaved changes.
 */
export function BuildEditorBar({ editor }: { editor: BuildEditor }) {
  const session = useSession();
  const nameId = useId();
  // What the last Copy link did, for the state it copied: a later change makes it stale.
  const [copy, setCopy] = useState<CopiedLink | null>(null);
  const copied = copy?.for === editor.linkKey ? copy : null;
  const { saved, notice } = editor;
  const ownsSaved = Boolean(saved?.viewerIsOwner);
  const othersBuild = Boolean(saved && !saved.viewerIsOwner);

  const copyLink = async () => {
    setCopy(null);
    setCopy(await editor.copyLink());
  };

  return (
    <div className="build-editor-bar">
      {editor.missing && (
        <p className="build-editor-notice build-editor-notice--problem" role="alert">
          This build does not exist or is private.
        </p>
      )}
      {editor.saved && <BuildPatchChanges buildId={editor.saved.id} />}
      {notice && (
        <div className={`build-editor-notice build-editor-notice--${notice.kind}`} role={notice.kind === 'problem' ? 'alert' : 'status'}>
          <p>{notice.text}</p>
          {notice.changes && notice.changes.length > 0 && (
            <ul>
              {notice.changes.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          <button type="button" className="button button-small" onClick={editor.dismissNotice}>
            Dismiss
          </button>
        </div>
      )}
      {ownsSaved && saved?.moderation && <ModerationNoticeLine notice={saved.moderation} thing="build" />}
      {saved?.basedOn && (
        <p className="muted">
          Based on <Link to={`/builds/${encodeURIComponent(saved.basedOn.id)}`}>{saved.basedOn.name}</Link> by {saved.basedOn.ownerUsername ?? 'Deleted player'}
        </p>
      )}
      {othersBuild && saved && (
        <p className="muted">
          Viewing <Link to={`/builds/${encodeURIComponent(saved.id)}`}>{saved.name}</Link> by {saved.ownerUsername ?? 'Deleted player'}. Your changes stay yours: save a copy to keep them.
        </p>
      )}
      <div className="build-editor-bar__row">
        <label htmlFor={nameId}>Build name</label>
        <input
          id={nameId}
          value={editor.name}
          maxLength={BUILD_NAME_MAX}
          placeholder={editor.defaultName}
          onChange={(event) => editor.setName(event.target.value)}
        />
        {ownsSaved ? (
          <>
            <button type="button" className="button button-primary" disabled={editor.busy || !editor.dirty && editor.name === saved?.name} onClick={() => void editor.save('changes')}>
              Save changes
            </button>
            <button type="button" className="button" disabled={editor.busy} onClick={() => void editor.save('new')}>
              Save as new
            </button>
          </>
        ) : (
          <button type="button" className="button button-primary" disabled={editor.busy} onClick={() => void editor.save('new')}>
            {othersBuild ? 'Save a copy' : 'Save'}
          </button>
        )}
        {/* A build a moderator hid cannot be published until that is lifted: no Publish to press. */}
        {ownsSaved && saved && !saved.moderation && (
          <button type="button" className="button" disabled={editor.busy} aria-pressed={saved.isPublic} onClick={() => void editor.setPublished(!saved.isPublic)}>
            {saved.isPublic ? 'Unpublish' : 'Publish'}
          </button>
        )}
        <button type="button" className="button" onClick={() => void copyLink()}>
          Copy link
        </button>
        <button type="button" className="button" disabled={!editor.canUndo} onClick={editor.undo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" className="button" disabled={!editor.canRedo} onClick={editor.redo} aria-keyshortcuts="Control+Y">
          Redo
        </button>
        <span className="muted build-editor-bar__status" role="status">
          {copied?.result === 'copied'
            ? copied.fallback
              ? `Copied the long link: a short one could not be made (${copied.fallback}).`
              : 'Link copied.'
            : copied?.result === 'failed'
              ? 'Copy failed: the link is in the address bar.'
              : editor.dirty
                ? 'Unsaved changes'
                : ''}
        </span>
      </div>
      {session.status === 'signed-out' && <p className="muted">Signed out, a saved build is kept in this browser and offered for your account after you sign in.</p>}
      <LeaveDialog editor={editor} />
    </div>
  );
}

/** "Leave without saving?" while the router holds a navigation for unsaved changes. */
function LeaveDialog({ editor }: { editor: BuildEditor }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { blocker } = editor;
  const open = blocker.state === 'blocked';
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog ref={ref} className="build-editor-leave" aria-labelledby={titleId} onCancel={() => blocker.reset?.()}>
      {open && (
        <>
          <h2 id={titleId}>Leave without saving?</h2>
          <p>This build has changes that are not saved. The link in the address bar keeps them if you copy it first.</p>
          <div className="build-editor-leave__actions">
            <button type="button" className="button button-primary" autoFocus onClick={() => blocker.reset?.()}>
              Stay
            </button>
            <button type="button" className="button" onClick={() => blocker.proceed?.()}>
              Leave without saving
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
