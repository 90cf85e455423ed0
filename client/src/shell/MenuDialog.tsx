import { startTransition, useEffect, useState } from 'react';
import { afterPageIdle } from '@/lib/after-idle';
import { MenuBuilds } from './MenuBuilds';
import { NavPanel } from './NavPanel';
import { useModalDialog } from './use-modal-dialog';

/** The left menu on narrow screens: a slide-in dialog. */
export function MenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { ref, onBackdropClick } = useModalDialog(open, onClose);
  // The site menu's many links are drawn once the page is idle after loading, in a transition (in slices), and kept:
  // a phone does not pay for them while the page hydrates (Lighthouse counts every task over 50 ms at 4x CPU as
  // blocking), and the first open does not either (drawn on the first open, they held a slowed phone 400-900 ms).
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => {
    let current = true;
    void afterPageIdle().then(() => current && startTransition(() => setOpened(true)));
    return () => {
      current = false;
    };
  }, []);
  return (
    <dialog ref={ref} className="menu-dialog" aria-labelledby="menu-dialog-title" onClick={onBackdropClick}>
      <div className="menu-dialog-head">
        <h2 id="menu-dialog-title">Menu</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
          ✕
        </button>
      </div>
      {open && <MenuBuilds onNavigate={onClose} />}
      {opened && (
        <nav aria-label="Site menu" className="nav-panel">
          <NavPanel onNavigate={onClose} headingPrefix="menu-dialog" />
        </nav>
      )}
    </dialog>
  );
}
