import { useEffect, useId, useRef } from 'react';

/**
 * A modal question with a confirming and a cancelling button (the platform's `<dialog>`: focus
 * is trapped while it is open and returns to the opener when it closes).
 */
export function ConfirmDialog(props: { open: boolean; title: string; message: string; confirmLabel: string; onConfirm: () => void; onCancel: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog ref={ref} className="confirm-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-message`} onClose={props.onCancel}>
      <h2 id={`${id}-title`}>{props.title}</h2>
      <p id={`${id}-message`}>{props.message}</p>
      <div className="confirm-actions">
        <button type="button" className="button" onClick={props.onCancel}>
          Cancel
        </button>
        <button type="button" className="button button-danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
