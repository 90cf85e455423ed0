import { useCallback, useDeferredValue, useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router';
import { BuildCard } from '@/components/builds/BuildCard';
import { useLiveBuild } from '@/components/builds/useLiveBuild';
import { useBuildPreview } from '@/lib/build-preview';
import { useModalDialog } from './use-modal-dialog';
import './build-preview-dialog.css';

/** The Build Preview dialog: about 960px wide, at most the viewport minus 32px. */
export function BuildPreviewDialog() {
  const preview = useBuildPreview();
  const open = preview.buildId !== null;
  // The build last shown: its carousel box takes focus back when the box that opened it is gone.
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (preview.buildId) shown.current = preview.buildId;
  }, [preview.buildId]);
  const fallbackFocus = useCallback(() => {
    const id = shown.current;
    const box = id ? document.querySelector<HTMLElement>(`.carousel-box[data-build-id="${CSS.escape(id)}"]`) : null;
    return box ?? document.querySelector<HTMLElement>('.carousel-box[tabindex="0"]');
  }, []);
  const { ref, onBackdropClick } = useModalDialog(open, preview.close, fallbackFocus);
  const titleId = useId();
  // The dialog opens in the click's own frame; the card (the build's traits and worn items, the costly part to draw)
  // follows in a render React may interrupt, so the click is answered by a paint at once.
  const drawnId = useDeferredValue(preview.buildId);
  const drawing = drawnId !== preview.buildId;
  const { build, loading, error, gone } = useLiveBuild(drawing ? null : drawnId);
  // Following a link out of the dialog (Open, the owner, a trait) closes it on the new page.
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  const { close } = preview;
  useEffect(() => {
    if (shownOn.current !== pathname && open) close();
    shownOn.current = pathname;
  }, [pathname, open, close]);

  return (
    <dialog ref={ref} className="build-preview-dialog" aria-labelledby={titleId} onClick={onBackdropClick}>
      {open && (
        <div className="build-preview-dialog__box">
          <header className="build-preview-dialog__header">
            <h2 id={titleId}>Build Preview</h2>
            <button type="button" className="button" onClick={preview.close}>
              Close
            </button>
          </header>
          {(drawing || (loading && !build)) && <p className="muted">Loading the build…</p>}
          {!drawing && error && !build && <p role="alert">The build could not be loaded. Try again in a moment.</p>}
          {!drawing && !loading && !error && !build && <p role="status">{gone ? 'This build was just deleted or made private.' : 'This build does not exist or is private.'}</p>}
          {!drawing && build && <BuildCard build={build} headingLevel={3} />}
        </div>
      )}
    </dialog>
  );
}
