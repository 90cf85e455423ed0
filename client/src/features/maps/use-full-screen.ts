import { useEffect, useState, type RefObject } from 'react';

/**
 * Full screen for the map's page: the Fullscreen API ('screen'), or the page filling the window
 * where that API is missing or refused ('window'). Escape leaves, as does the browser's own way
 * out; while it is on, what it covers is out of reach (no Tab to a link hidden behind it).
 * `say` tells the status line.
 */
export function useFullScreen(page: RefObject<HTMLElement | null>, say: (status: string) => void) {
  const [full, setFull] = useState<'screen' | 'window' | null>(null);

  const enterFull = () => {
    const el = page.current!;
    const show = (how: 'screen' | 'window') => {
      setFull(how);
      say('Full screen: on. Escape leaves.');
    };
    if (typeof el.requestFullscreen === 'function' && document.fullscreenEnabled !== false) el.requestFullscreen().then(() => show('screen'), () => show('window'));
    else show('window');
  };
  const leaveFull = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    setFull(null);
    say('Full screen: off.');
  };

  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement) return;
      setFull((how) => {
        if (how === 'screen') say('Full screen: off.');
        return how === 'screen' ? null : how;
      });
    };
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
    // `say` is a state setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    if (!full) return;
    const covered: Element[] = [];
    for (let el: Element | null = page.current; el && el !== document.body; el = el.parentElement)
      for (const sibling of el.parentElement?.children ?? [])
        if (sibling !== el && !sibling.hasAttribute('inert')) {
          sibling.setAttribute('inert', '');
          covered.push(sibling);
        }
    return () => covered.forEach((el) => el.removeAttribute('inert'));
  }, [full, page]);
  // The map's size follows its box (the ResizeObserver in the map's effect), keeping its view.
  useEffect(() => {
    if (!full) return;
    const onKey = (event: KeyboardEvent) => {
      // The search's Escape and the map's (closing a popup) come first.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      leaveFull();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [full]);

  return { full, enterFull, leaveFull };
}
