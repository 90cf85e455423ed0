import { VARIANT_NAME_MAX, VARIANTS_MAX } from '@game/rules/variants';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { VariantTabList, variantTabId } from '@/components/ui/VariantTabList';
import type { BuildEditor } from './useBuildEditor';

/**
 * The tools' variant tabs: the tabs switch the variant the tool shows (its
 * panel, `children`), and the buttons beside them add, duplicate, rename, move and delete the
 * variant shown. Every edit is a step of the editor's history (Undo brings it back) and is
 * announced; names follow the shared rule (`rules/variants.ts`).
 */
export function VariantTabs({ editor, children }: { editor: BuildEditor; children: ReactNode }) {
  const panelId = useId();
  const renameId = useId();
  const { variants, active, variantName } = editor;
  const [draft, setDraft] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  // After an edit that moves the selected tab (add, duplicate, delete), the focus goes to it.
  // After the render that drew the edit, the tab asked for (or the Rename button, after a cancelled rename) takes the focus.
  const focusNext = useRef<number | 'rename' | null>(null);
  const setFocusTab = (index: number) => {
    focusNext.current = index;
  };
  const renameButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusNext.current === null) return;
    if (focusNext.current === 'rename') renameButton.current?.focus();
    else document.getElementById(variantTabId(panelId, focusNext.current))?.focus();
    focusNext.current = null;
  });

  const done = (refused: string | null, said: string, focus: number | null = null) => {
    if (refused) {
      setStatus(refused);
      return false;
    }
    setStatus(said);
    if (focus !== null) setFocusTab(focus);
    return true;
  };
  const count = variants.length;
  const rename = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const refused = editor.renameVariant(active, draft);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setDraft(null);
    setStatus(`Renamed to ${draft.trim()}.`);
    setFocusTab(active);
  };
  const cancelRename = () => {
    setDraft(null);
    setProblem(null);
    focusNext.current = 'rename';
  };

  return (
    <>
      <div className="variant-tabs">
        <VariantTabList names={variants.map((v) => v.name)} active={active} panelId={panelId} label="Variants of this build" onSelect={editor.selectVariant} />
        {draft === null ? (
          <div className="variant-tabs__actions" role="group" aria-label={`Variant ${variantName}`}>
            <button type="button" className="button button-small" disabled={count >= VARIANTS_MAX} onClick={() => done(editor.addVariant(), 'Added a variant; it is shown now.', count)}>
              Add variant
            </button>
            <button type="button" className="button button-small" disabled={count >= VARIANTS_MAX} onClick={() => done(editor.duplicateVariant(active), `Duplicated ${variantName}.`, active + 1)}>
              Duplicate
            </button>
            <button ref={renameButton} type="button" className="button button-small" onClick={() => setDraft(variantName)}>
              Rename
            </button>
            <button type="button" className="button button-small" disabled={active === 0} onClick={() => done(editor.moveVariant(active, -1), `${variantName} moved to place ${active} of ${count}.`)}>
              Move left
            </button>
            <button type="button" className="button button-small" disabled={active === count - 1} onClick={() => done(editor.moveVariant(active, 1), `${variantName} moved to place ${active + 2} of ${count}.`)}>
              Move right
            </button>
            <button type="button" className="button button-small" disabled={count <= 1} onClick={() => done(editor.deleteVariant(active), `Deleted ${variantName}. Undo brings it back.`, Math.min(active, count - 2))}>
              Delete variant
            </button>
            {count >= VARIANTS_MAX && <span className="muted">At most {VARIANTS_MAX} variants.</span>}
          </div>
        ) : (
          <form className="variant-tabs__rename" onSubmit={rename} onKeyDown={(event) => event.key === 'Escape' && (event.preventDefault(), cancelRename())}>
            <label htmlFor={renameId}>Variant name</label>
            <input
              id={renameId}
              autoFocus
              value={draft}
              maxLength={VARIANT_NAME_MAX * 2}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${renameId}-problem` : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="button button-small button-primary">
              Save name
            </button>
            <button type="button" className="button button-small" onClick={cancelRename}>
              Cancel
            </button>
            {problem && (
              <p id={`${renameId}-problem`} role="alert" className="variant-tabs__problem">
                {problem}
              </p>
            )}
          </form>
        )}
        <p className="muted variant-tabs__status" role="status">
          {status}
        </p>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={variantTabId(panelId, active)} className="variant-panel">
        {children}
      </div>
    </>
  );
}
