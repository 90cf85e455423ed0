import { MenuBuilds } from './MenuBuilds';
import { NavPanel } from './NavPanel';
import { useModalDialog } from './use-modal-dialog';

/** The left menu on narrow screens: a slide-in dialog (specification section 2). */
export function MenuDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { ref, onBackdropClick } = useModalDialog(open, onClose);
  return (
    <dialog ref={ref} className="menu-dialog" aria-labelledby="menu-dialog-title" onClick={onBackdropClick}>
      <div className="menu-dialog-head">
        <h2 id="menu-dialog-title">Menu</h2>
        <button type="button" className="icon-button" onClick={onClose} aria-label="Close menu">
          ✕
        </button>
      </div>
      {open && <MenuBuilds onNavigate={onClose} />}
      <nav aria-label="Site menu" className="nav-panel">
        <NavPanel onNavigate={onClose} headingPrefix="menu-dialog" />
      </nav>
    </dialog>
  );
}
