import './styles.css';
// The shell's own sheets (its components import them too): in the entry's style sheet, which the server writes into the
// page, so that the first paint, before the app has loaded, has them (the app's chunk then has no style sheet of its own).
import './components/search/search.css';
import './shell/shell.css';
import './shell/carousel.css';
import './shell/embed-shell.css';
import './components/builds/build-icon.css';

/**
 * The page's entry (index.html's only script), a few hundred bytes: the page the server drew is
 * painted from its HTML and the inlined style sheet first, and only then is the app (main.tsx:
 * React, Apollo, the router, the shell) loaded and the page hydrated (the Lighthouse
 * targets). Until then the page reads and its links and forms work, as without JavaScript
 * (before-hydration.test.ts). A page in a background tab paints nothing, so it loads at once.
 */

/** The id of the JSON list of the page's route scripts (`/assets/…` addresses) the server writes (client-pages.ts). */
const PAGE_SCRIPTS_ID = 'almanac-page-scripts';

/**
 * The route style sheets the server wrote into the page (`<style data-sheet>`), marked as there: the route's chunk links
 * its own sheets unless a link to them is in the page (and waits for them before the page hydrates). The link is
 * disabled from the start, so the browser neither fetches it nor styles the page again: the `<style>` is the sheet.
 */
function markPageStyleSheets(): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-sheet^="/assets/"]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.crossOrigin = '';
    link.href = style.dataset.sheet!;
    document.head.append(link);
  }
}

/** The route modules the page was drawn with: fetched beside the app, which loads them before hydrating. */
function preloadPageScripts(): void {
  let scripts: unknown;
  try {
    scripts = JSON.parse(document.getElementById(PAGE_SCRIPTS_ID)?.textContent ?? '[]');
  } catch {
    return;
  }
  if (!Array.isArray(scripts)) return;
  for (const href of scripts) {
    if (typeof href !== 'string' || !href.startsWith('/assets/')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

function loadApp(): void {
  markPageStyleSheets();
  preloadPageScripts();
  // React DOM asked for on its own as well: its module, the largest, then runs in a task of its own as soon as it has
  // arrived, rather than in one long task with the whole app's (the app's import finds it run).
  import('react-dom/client').catch(() => undefined);
  import('./main').catch((error: unknown) => console.error('Almanac failed to load', error));
}

/**
 * Runs `load` once the page has painted: at its first paint entry (paint timing), or after the first frame (a task queued
 * from the frame's callbacks, which run just before its paint), whichever comes first. Both, because a clock the page
 * cannot trust (a test's paused clock holds timers and frames) must not hold the app back, and a browser without paint
 * timing still gets there. A page in a background tab paints nothing, so it loads at once.
 */
function afterFirstPaint(load: () => void): void {
  let loaded = false;
  const once = () => {
    if (loaded) return;
    loaded = true;
    load();
  };
  if (document.visibilityState === 'hidden') return once();
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    if (performance.getEntriesByType('paint').length > 0) return once();
    // Buffered: a paint before this script ran is reported too (where the timeline cannot be read, as under a test's
    // faked clock, the frame's callback below would otherwise be left alone, and a paused clock holds it).
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      once();
    }).observe({ type: 'paint', buffered: true });
  }
  requestAnimationFrame(() => setTimeout(once, 0));
}

afterFirstPaint(loadApp);
