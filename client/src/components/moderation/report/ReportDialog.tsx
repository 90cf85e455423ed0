import { useEffect, useId, useRef, type MouseEvent } from 'react';
import type { ReportTarget } from '../report-target';
import { ReportForm } from './ReportForm';
import './moderation.css';

/**
 * The report dialog, a native modal <dialog> (the page behind is inert, Escape closes it), drawn while it is open: the
 * Report button that opened it takes focus back when it closes.
 */
export function ReportDialog({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  const titleId = useId();
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (dialog.open) dialog.close();
    };
  }, []);
  // A click on the dialog element itself outside its box is a click on the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) closeRef.current();
  };
  // Keys typed in the dialog stay in it: the page around the Report button (a card's tabs, a list's keys) does not hear them.
  return (
    <dialog ref={ref} className="report-dialog" aria-labelledby={titleId} onClick={onBackdropClick} onKeyDown={(event) => event.stopPropagation()}>
      <ReportForm target={target} titleId={titleId} onClose={onClose} />
    </dialog>
  );
}
