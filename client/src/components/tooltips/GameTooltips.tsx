import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { refOfLink, type GameRef } from './game-ref';
import './tooltips.css';

// The cards and their queries load on the first hover or focus, not with the first page.
const TooltipCard = lazy(() => import('./TooltipCards'));

/**
 * One tooltip for the whole site: hovering or focusing a link to an item, monster, spell or trait
 * shows a small card of it. Each card's data is fetched once and kept in the Apollo cache.
 */
export function GameTooltips() {
  const id = useId();
  const [shown, setShown] = useState<{ link: HTMLElement; target: GameRef } | null>(null);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const linkOf = (node: EventTarget | null) => (node instanceof Element ? (node.closest('a[href], [data-game-ref]') as HTMLElement | null) : null);
    const show = (event: Event) => {
      const link = linkOf(event.target);
      const target = link ? refOfLink(link) : null;
      if (link && target) setShown((current) => (current?.link === link ? current : { link, target }));
    };
    const hide = (event: Event) => {
      const link = linkOf(event.target);
      const next = (event as FocusEvent | PointerEvent).relatedTarget;
      if (link && next instanceof Node && link.contains(next)) return;
      setShown((current) => (current && (!link || current.link === link) ? null : current));
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setShown(null);
    };
    // This loads just after the first page: a link hovered or focused before it did gets its card now.
    for (const element of [document.activeElement, [...document.querySelectorAll(':hover')].at(-1) ?? null]) {
      if (element) show({ target: element } as unknown as Event);
    }
    document.addEventListener('pointerover', show);
    document.addEventListener('pointerout', hide);
    document.addEventListener('focusin', show);
    document.addEventListener('focusout', hide);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerover', show);
      document.removeEventListener('pointerout', hide);
      document.removeEventListener('focusin', show);
      document.removeEventListener('focusout', hide);
      document.removeEventListener('keydown', escape);
    };
  }, []);

  // The link describes itself by the card while it shows, for screen readers.
  useEffect(() => {
    if (!shown) return;
    const { link } = shown;
    const before = link.getAttribute('aria-describedby');
    link.setAttribute('aria-describedby', id);
    return () => {
      if (before === null) link.removeAttribute('aria-describedby');
      else link.setAttribute('aria-describedby', before);
    };
  }, [shown, id]);

  useLayoutEffect(() => {
    if (!shown || !cardRef.current) {
      setPosition(null);
      return;
    }
    const box = shown.link.getBoundingClientRect();
    const card = cardRef.current.getBoundingClientRect();
    const left = Math.max(8, Math.min(box.left, window.innerWidth - card.width - 8));
    const below = box.bottom + 6;
    const top = below + card.height > window.innerHeight - 8 ? Math.max(8, box.top - card.height - 6) : below;
    setPosition({ top, left });
  }, [shown]);

  if (!shown) return null;
  return createPortal(
    <div
      ref={cardRef}
      id={id}
      role="tooltip"
      className="game-tooltip"
      style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
    >
      <Suspense fallback={<p className="tooltip-note">Loading…</p>}>
        <TooltipCard target={shown.target} />
      </Suspense>
    </div>,
    document.body,
  );
}
