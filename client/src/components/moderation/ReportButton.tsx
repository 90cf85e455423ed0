import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { ReportTarget } from './report-target';

/**
 * The report dialog, its own chunk: loaded on the first Report click (every page that shows a Report button is a lazy
 * chunk itself, and no page's first JavaScript carries the dialog). A failed load is logged and the button stays.
 */
const ReportDialog = lazy(async (): Promise<{ default: ComponentType<{ target: ReportTarget; onClose: () => void }> }> => {
  try {
    return { default: (await import('./report/ReportDialog')).ReportDialog };
  } catch (error) {
    console.error('Loading the report dialog failed', error);
    return { default: () => null };
  }
});

/** "Report" beside a thing someone wrote: the first of the two clicks from seeing a thing to a sent report. */
export function ReportButton({ target, className = 'button button--small' }: { target: ReportTarget; className?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  // Once the dialog has closed (its own clean-up closes the modal first: the page is no longer inert), focus goes back
  // to the button that opened it.
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return (
    <>
      <button type="button" ref={button} className={`${className} report-button`} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Report<span className="visually-hidden"> {target.label}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportDialog
            target={target}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
