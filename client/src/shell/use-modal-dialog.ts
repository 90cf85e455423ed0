import { useEffect, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react';

/**
 * Drives a native <dialog> as a modal: `showModal()` makes the rest of the page inert (focus is
 * trapped) and Escape cancels it; focus goes back to where it was when the dialog opened, or, when
 * that element is gone (a list re-rendered under the dialog), to `fallbackFocus()` or the page's
 * main content, never to the page body.
 */
export function useModalDialog(open: boolean, onClose: () => void, fallbackFocus?: () => HTMLElement | null): {
  ref: RefObject<HTMLDialogElement | null>;
  onBackdropClick: (event: MouseEvent<HTMLDialogElement>) => void;
} {
  const ref = useRef<HTMLDialogElement | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const closeRef = useRef(onClose);
  const fallbackRef = useRef(fallbackFocus);
  useLayoutEffect(() => {
    closeRef.current = onClose;
    fallbackRef.current = fallbackFocus;
  }, [onClose, fallbackFocus]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      closeRef.current();
    };
    const onClosed = () => {
      const target = returnFocus.current;
      returnFocus.current = null;
      if (target?.isConnected) {
        target.focus();
        return;
      }
      if (!target) return;
      const fallback = fallbackRef.current?.() ?? document.getElementById('content');
      fallback?.focus();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onClosed);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onClosed);
    };
  }, []);

  // A click on the dialog element itself outside its box is a click on the backdrop.
  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside = event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
    if (!inside) closeRef.current();
  };

  return { ref, onBackdropClick };
}
