/**
 * Resolves once the page has loaded and its pending work is done: what the page does not need to
 * hydrate (the live transports' clients) is downloaded then, not while the
 * page still loads its route and hydrates. A background-priority task where
 * the browser has the Prioritized Task Scheduling API (it runs after the page's other tasks, and
 * a test's paused clock does not hold it), an idle callback elsewhere. On the server, at once.
 */
let idle: Promise<void> | null = null;
export function afterPageIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const scheduler = (globalThis as { scheduler?: { postTask?: (task: () => void, options: { priority: 'background' }) => Promise<void> } }).scheduler;
    const queue = () => {
      if (scheduler?.postTask) void scheduler.postTask(resolve, { priority: 'background' }).catch(() => resolve());
      else if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    };
    if (typeof document === 'undefined') resolve();
    else if (document.readyState === 'complete') queue();
    else window.addEventListener('load', queue, { once: true });
  });
  return idle;
}
